// The invitation module's public surface: other modules import from here, never from its files.
export { activateWithInvite } from './invitation.service'
export { appLink } from './invite-links'
