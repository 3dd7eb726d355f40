import { ENDPOINTS } from '@contract/routes/endpoints'
import type { AlterEventBody } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const alterEvent = (body: AlterEventBody) => call(ENDPOINTS.studyPlan.alterEvent, body)
