import { PATHS } from '@contract/paths'
import type { InstructionAnswer } from '@contract/study-plan'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { http } from '@/lib/http/http-client'

/** The model may take a while: this call waits up to 60 s (spec §9). */
export const sendInstruction = (text: string) =>
  http.post<InstructionAnswer>(PATHS.studyPlan.instruction, { text }, { timeout: INSTRUCTION_TIMEOUT_MS })
