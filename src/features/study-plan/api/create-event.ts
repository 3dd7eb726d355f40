import { ENDPOINTS } from '@contract/routes/endpoints'
import type { CreateEventBody } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const createEvent = (body: CreateEventBody) => call(ENDPOINTS.studyPlan.createEvent, body)
