import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** The model may take a while: this call waits up to 60 s (spec §9). */
export const sendInstruction = (text: string) =>
  call(STUDY_PLAN_API.instruction, { text }, { timeout: INSTRUCTION_TIMEOUT_MS })
