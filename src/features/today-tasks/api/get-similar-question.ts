import { TODAY_TASKS_API } from '@contract/routes/table/today-tasks'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** May ask the model: same 60 s as an instruction. */
export const getSimilarQuestion = (mistakeId: string) =>
  call(TODAY_TASKS_API.similarQuestion, { mistake_id: mistakeId }, { timeout: INSTRUCTION_TIMEOUT_MS })
