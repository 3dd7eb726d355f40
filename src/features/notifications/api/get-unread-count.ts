import { NOTIFICATION_API } from '@contract/routes/table/notification'
import { call } from '@/lib/http/call'

export const getNotificationUnread = () =>
  call(NOTIFICATION_API.unreadCount, undefined, { hideErrorToast: true })
