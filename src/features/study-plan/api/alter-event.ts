import { PATHS } from '@contract/paths'
import type { AlterEventBody, PlanChangeResult } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const alterEvent = (body: AlterEventBody) => http.put<PlanChangeResult>(PATHS.studyPlan.alterEvent, body)
