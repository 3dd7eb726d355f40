import { PATHS } from '@contract/paths'
import type { UnreadEventNum } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

/** One event (with its edited occurrences), or all of them without an id. */
export const clearUnread = (eventId?: string) =>
  http.get<UnreadEventNum>(PATHS.studyPlan.clearUnreadEvent, { event_id: eventId }, { hideErrorToast: true })
