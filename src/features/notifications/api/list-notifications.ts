import { PATHS } from '@contract/paths'
import type { NotificationList } from '@contract/notification'
import { http } from '@/lib/http/http-client'

export const listNotifications = (cursor?: string | null) =>
  http.get<NotificationList>(PATHS.notification.list, { cursor: cursor ?? undefined, limit: 20 })
