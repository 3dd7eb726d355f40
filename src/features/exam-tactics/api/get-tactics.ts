import { EXAM_TACTICS_API } from '@contract/routes/table/exam-tactics'
import type { ExamQuery } from '@contract/exam-tactics'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { call } from '@/lib/http/call'

/** May ask the model: up to 60 s like an instruction. */
export const getTactics = (exam: ExamQuery) => call(EXAM_TACTICS_API.tactics, exam, { timeout: INSTRUCTION_TIMEOUT_MS })
