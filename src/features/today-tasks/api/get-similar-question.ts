import { PATHS } from '@contract/paths'
import type { SimilarQuestion } from '@contract/today-tasks'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { http } from '@/lib/http/http-client'

/** May ask the model: same 60 s as an instruction. */
export const getSimilarQuestion = (mistakeId: string) =>
  http.post<SimilarQuestion>(PATHS.todayTasks.similarQuestion, { mistake_id: mistakeId }, { timeout: INSTRUCTION_TIMEOUT_MS })
