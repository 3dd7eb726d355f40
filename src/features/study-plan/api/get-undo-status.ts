import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

export const getUndoStatus = () => call(STUDY_PLAN_API.undoRedoStatus, undefined, { hideErrorToast: true })
