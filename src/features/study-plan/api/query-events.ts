import { PATHS } from '@contract/paths'
import type { PlanEventList, QueryEventQuery } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const queryEvents = (range: QueryEventQuery) => http.get<PlanEventList>(PATHS.studyPlan.queryEvent, range)
