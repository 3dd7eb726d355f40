import { PATHS } from '@contract/paths'
import type { BlocksAnswer, ExamQuery } from '@contract/exam-tactics'
import { http } from '@/lib/http/http-client'

export const getExamBlocks = (exam: ExamQuery) => http.get<BlocksAnswer>(PATHS.examTactics.scheduleBlocks, exam)
