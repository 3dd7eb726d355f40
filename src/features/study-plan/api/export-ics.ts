import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

export const exportIcs = (eventId?: string) => call(STUDY_PLAN_API.exportIcs, { event_id: eventId })
