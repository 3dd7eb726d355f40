// The activation module's public surface: other modules (and the operator's commands) import from here.
export { listExchangeCodes, waitingStudents } from './activation.repository'
export { issueExchangeCodes } from './exchange.service'
export { admitFromWaitlist } from './waitlist.service'
