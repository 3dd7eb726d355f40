import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import type { CreateEventBody } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const createEvent = (body: CreateEventBody) => call(STUDY_PLAN_API.createEvent, body)
