import { PATHS } from '@contract/paths'
import type { NoReadCount } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const getNoReadCount = () => http.get<NoReadCount>(PATHS.chat.noReadCount, undefined, { hideErrorToast: true })
