// Public surface of the app-upgrade feature: what other features may use.
export { offerUpgrade } from './version-check'
