import { EXAM_TACTICS_API } from '@contract/routes/table/exam-tactics'
import { call } from '@/lib/http/call'

export const getExams = () => call(EXAM_TACTICS_API.examList)
