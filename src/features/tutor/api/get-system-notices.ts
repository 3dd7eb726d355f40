import { PATHS } from '@contract/paths'
import type { SystemNoticeList } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const getSystemNotices = (cursor?: string) => http.get<SystemNoticeList>(PATHS.chat.systemNotice, { cursor, limit: 50 })
