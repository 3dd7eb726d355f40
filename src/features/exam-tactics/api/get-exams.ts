import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getExams = () => call(ENDPOINTS.examTactics.examList)
