import { PATHS } from '@contract/paths'
import type { DeleteEventQuery, PlanChangeResult } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const deleteEvent = (query: DeleteEventQuery) => http.del<PlanChangeResult>(PATHS.studyPlan.deleteEvent, query)
