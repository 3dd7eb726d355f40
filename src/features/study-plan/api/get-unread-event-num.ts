import { PATHS } from '@contract/paths'
import type { UnreadEventNum } from '@contract/study-plan'
import { http } from '@/lib/http/http-client'

export const getUnreadEventNum = () =>
  http.get<UnreadEventNum>(PATHS.studyPlan.unreadEventNum, undefined, { hideErrorToast: true })
