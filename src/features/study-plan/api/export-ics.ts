import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const exportIcs = (eventId?: string) => call(ENDPOINTS.studyPlan.exportIcs, { event_id: eventId })
