import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getNotificationUnread = () =>
  call(ENDPOINTS.notification.unreadCount, undefined, { hideErrorToast: true })
