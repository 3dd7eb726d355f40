import { ENDPOINTS } from '@contract/routes/endpoints'
import type { MarkReadBody } from '@contract/notification'
import { call } from '@/lib/http/call'

export const markNotificationsRead = (body: MarkReadBody) =>
  call(ENDPOINTS.notification.read, body, { hideErrorToast: true })
