import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getUnreadEventNum = () =>
  call(ENDPOINTS.studyPlan.unreadEventNum, undefined, { hideErrorToast: true })
