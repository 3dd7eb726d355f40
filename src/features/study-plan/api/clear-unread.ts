import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

/** One event (with its edited occurrences), or all of them without an id. */
export const clearUnread = (eventId?: string) =>
  call(STUDY_PLAN_API.clearUnreadEvent, { event_id: eventId }, { hideErrorToast: true })
