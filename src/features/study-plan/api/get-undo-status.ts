import { PATHS } from '@contract/paths'
import type { UndoStatus } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const getUndoStatus = () => http.get<UndoStatus>(PATHS.studyPlan.undoRedoStatus, undefined, { hideErrorToast: true })
