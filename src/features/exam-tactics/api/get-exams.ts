import { PATHS } from '@contract/paths'
import type { ExamList } from '@contract/exam-tactics'
import { http } from '@/lib/http/http-client'

export const getExams = () => http.get<ExamList>(PATHS.examTactics.examList)
