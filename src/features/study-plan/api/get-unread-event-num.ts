import { STUDY_PLAN_API } from '@contract/routes/table/study-plan'
import { call } from '@/lib/http/call'

export const getUnreadEventNum = () =>
  call(STUDY_PLAN_API.unreadEventNum, undefined, { hideErrorToast: true })
