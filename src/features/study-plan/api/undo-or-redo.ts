import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

/** 403019 (nothing to undo) is ignored silently by the request layer. */
export const undoOrRedo = (action: 'undo' | 'redo') => call(ENDPOINTS.studyPlan.undoOrRedo, { action })
