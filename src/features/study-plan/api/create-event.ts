import { PATHS } from '@contract/paths'
import type { CreateEventBody, PlanChangeResult } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const createEvent = (body: CreateEventBody) => http.post<PlanChangeResult>(PATHS.studyPlan.createEvent, body)
