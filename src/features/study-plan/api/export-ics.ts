import { PATHS } from '@contract/paths'
import type { IcsFile } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const exportIcs = (eventId?: string) => http.get<IcsFile>(PATHS.studyPlan.exportIcs, { event_id: eventId })
