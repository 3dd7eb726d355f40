import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getUndoStatus = () => call(ENDPOINTS.studyPlan.undoRedoStatus, undefined, { hideErrorToast: true })
