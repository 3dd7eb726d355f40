// Public surface of today's tasks: what the tutor's re-test page (packages/tutor/retest) uses to
// answer a re-test. Server calls and a signal only, so nothing heavy reaches where it is imported.
export { answerRetest } from './api/answer-retest'
export { getSimilarQuestion } from './api/get-similar-question'
export { reportRetest } from './api/report-retest'
export { retestHelp } from './api/retest-help'
export { useRetestSignal } from './retest-signal'
