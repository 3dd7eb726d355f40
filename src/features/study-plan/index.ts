// Public surface of the study-plan feature: what other features (today's tasks, exam tactics) may use.
export { usePlanStore } from './store'
export { alterEvent } from './api/alter-event'
export { undoOrRedo } from './api/undo-or-redo'
export { PreviewSheet } from './components/PreviewSheet'
export { useCourseLookup } from './model/colors'
export { formatWhen } from './model/when'
export { refreshUnread } from './model/refresh-unread'
export { useProposal } from './model/use-proposal'
