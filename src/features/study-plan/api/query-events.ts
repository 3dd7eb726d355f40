import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import type { QueryEventQuery } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const queryEvents = (range: QueryEventQuery) => call(STUDY_PLAN_API.queryEvent, range)
