import { NOTIFICATION_API } from '@contract/routes/table/notification'
import type { MarkReadBody } from '@contract/notification'
import { call } from '@/lib/http/call'

export const markNotificationsRead = (body: MarkReadBody) =>
  call(NOTIFICATION_API.read, body, { hideErrorToast: true })
