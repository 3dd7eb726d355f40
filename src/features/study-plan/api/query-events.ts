import { ENDPOINTS } from '@contract/routes/endpoints'
import type { QueryEventQuery } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const queryEvents = (range: QueryEventQuery) => call(ENDPOINTS.studyPlan.queryEvent, range)
