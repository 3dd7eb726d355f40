import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const cleanStack = () => call(ENDPOINTS.studyPlan.cleanStack)
