import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import type { EventAddress } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const getEvent = (address: EventAddress) => call(STUDY_PLAN_API.event, address)
