import { PATHS } from '@contract/paths'
import type { ExamQuery, Tactics } from '@contract/exam-tactics'
import { INSTRUCTION_TIMEOUT_MS } from '@/lib/constants'
import { http } from '@/lib/http/http-client'

/** May ask the model: up to 60 s like an instruction. */
export const getTactics = (exam: ExamQuery) => http.get<Tactics>(PATHS.examTactics.tactics, exam, { timeout: INSTRUCTION_TIMEOUT_MS })
