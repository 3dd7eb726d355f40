// Public surface of the activation feature: what other features may use.
export { InviteDialog } from './components/InviteDialog'
export { acceptInvite, getInviterByCode } from './api/activation'
