import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import type { AlterEventBody } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const alterEvent = (body: AlterEventBody) => call(STUDY_PLAN_API.alterEvent, body)
