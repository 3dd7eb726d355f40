import { ENDPOINTS } from '@contract/routes/endpoints'
import type { ExamQuery } from '@contract/exam-tactics'
import { call } from '@/lib/http/call'

export const getExamBlocks = (exam: ExamQuery) => call(ENDPOINTS.examTactics.scheduleBlocks, exam)
