import { EXAM_TACTICS_API } from '@contract/routes/table/exam-tactics'
import type { ExamQuery } from '@contract/exam-tactics'
import { call } from '@/lib/http/call'

export const getExamBlocks = (exam: ExamQuery) => call(EXAM_TACTICS_API.scheduleBlocks, exam)
