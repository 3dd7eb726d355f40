import { PATHS } from '@contract/paths'
import type { PushConfig } from '@contract/notification'
import { http } from '@/lib/http/http-client'

export const getPushConfig = () => http.get<PushConfig>(PATHS.notification.pushConfig, undefined, { hideErrorToast: true })
