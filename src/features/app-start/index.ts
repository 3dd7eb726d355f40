// Public surface of the app-start feature: what the app shell uses.
export { refreshAppState } from './refresh'
