import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

/** One event (with its edited occurrences), or all of them without an id. */
export const clearUnread = (eventId?: string) =>
  call(ENDPOINTS.studyPlan.clearUnreadEvent, { event_id: eventId }, { hideErrorToast: true })
