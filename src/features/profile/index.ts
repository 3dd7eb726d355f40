// Public surface of the profile feature: what other features may use.
export { alterProfile } from './api/profile'
