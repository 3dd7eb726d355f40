import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const listNotifications = (cursor?: string | null) =>
  call(ENDPOINTS.notification.list, { cursor: cursor ?? undefined, limit: 20 })
