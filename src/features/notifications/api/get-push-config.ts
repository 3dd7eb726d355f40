import { NOTIFICATION_API } from '@contract/routes/table/notification'
import { call } from '@/lib/http/call'

export const getPushConfig = () => call(NOTIFICATION_API.pushConfig, undefined, { hideErrorToast: true })
