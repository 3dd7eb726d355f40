import { ENDPOINTS } from '@contract/routes/endpoints'
import type { EventAddress } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const getEvent = (address: EventAddress) => call(ENDPOINTS.studyPlan.event, address)
