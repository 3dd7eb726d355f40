import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import type { DeleteEventQuery } from '@contract/study-plan'
import { call } from '@/lib/http/call'

export const deleteEvent = (query: DeleteEventQuery) => call(STUDY_PLAN_API.deleteEvent, query)
