import { PATHS } from '@contract/paths'
import type { UndoOrRedoResult } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

/** 403019 (nothing to undo) is ignored silently by the request layer. */
export const undoOrRedo = (action: 'undo' | 'redo') => http.get<UndoOrRedoResult>(PATHS.studyPlan.undoOrRedo, { action })
