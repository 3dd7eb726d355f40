import { ENDPOINTS } from '@contract/routes/endpoints'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** May ask the model: same 60 s as an instruction. */
export const getSimilarQuestion = (mistakeId: string) =>
  call(ENDPOINTS.todayTasks.similarQuestion, { mistake_id: mistakeId }, { timeout: INSTRUCTION_TIMEOUT_MS })
