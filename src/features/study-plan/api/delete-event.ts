import { ENDPOINTS } from '@contract/routes/endpoints'
import type { DeleteEventQuery } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const deleteEvent = (query: DeleteEventQuery) => call(ENDPOINTS.studyPlan.deleteEvent, query)
