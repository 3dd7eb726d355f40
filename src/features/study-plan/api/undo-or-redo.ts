import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

/** 403019 (nothing to undo) is ignored silently by the request layer. */
export const undoOrRedo = (action: 'undo' | 'redo') => call(STUDY_PLAN_API.undoOrRedo, { action })
