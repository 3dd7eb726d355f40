// Public surface of the auth feature: what other features may use.
export { checkVersion } from './api/check-version'
export { sendSmsCode } from './api/sign-in'
