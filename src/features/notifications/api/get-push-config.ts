import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getPushConfig = () => call(ENDPOINTS.notification.pushConfig, undefined, { hideErrorToast: true })
