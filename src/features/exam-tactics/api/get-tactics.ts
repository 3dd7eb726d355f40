import { ENDPOINTS } from '@contract/routes/endpoints'
import type { ExamQuery } from '@contract/exam-tactics'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** May ask the model: up to 60 s like an instruction. */
export const getTactics = (exam: ExamQuery) => call(ENDPOINTS.examTactics.tactics, exam, { timeout: INSTRUCTION_TIMEOUT_MS })
