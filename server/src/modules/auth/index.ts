// The auth module's public surface: other modules import from here, never from its files.
export { REAUTH_TTL_MS } from './limits'
export type { ThrottlePolicy } from './limits'
export { confirmIdentity } from './reauth'
export { refundAttempt, takeAttempt } from './throttle.repository'
