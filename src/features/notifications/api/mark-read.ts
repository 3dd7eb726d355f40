import { PATHS } from '@contract/paths'
import type { MarkReadBody, NotificationUnread } from '@contract/notification'
import { http } from '@/lib/http/http-client'

export const markNotificationsRead = (body: MarkReadBody) =>
  http.post<NotificationUnread>(PATHS.notification.read, body, { hideErrorToast: true })
