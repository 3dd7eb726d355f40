import { PATHS } from '@contract/paths'
import type { EventAddress, PlanEvent } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const getEvent = (address: EventAddress) => http.get<PlanEvent>(PATHS.studyPlan.event, address)
