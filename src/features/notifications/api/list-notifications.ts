import { NOTIFICATION_API } from '@contract/routes/table/notification'
import { call } from '@/lib/http/call'

export const listNotifications = (cursor?: string | null) =>
  call(NOTIFICATION_API.list, { cursor: cursor ?? undefined, limit: 20 })
