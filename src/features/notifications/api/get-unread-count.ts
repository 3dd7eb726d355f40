import { PATHS } from '@contract/paths'
import type { NotificationUnread } from '@contract/notification'
import { http } from '@/lib/http/http-client'

export const getNotificationUnread = () =>
  http.get<NotificationUnread>(PATHS.notification.unreadCount, undefined, { hideErrorToast: true })
