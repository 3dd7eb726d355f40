import { ENDPOINTS } from '@contract/routes/endpoints'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** The model may take a while: this call waits up to 60 s (spec §9). */
export const sendInstruction = (text: string) =>
  call(ENDPOINTS.studyPlan.instruction, { text }, { timeout: INSTRUCTION_TIMEOUT_MS })
