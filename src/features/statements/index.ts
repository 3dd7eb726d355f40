// Public surface of the statements feature: what other features may use.
export { AgreementCheck } from './components/AgreementCheck'
export { ensureAgreed, useAgreementStore } from './agreement-store'
