import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const getSystemNotices = (cursor?: string) => call(CHAT_API.systemNotice, { cursor, limit: 50 })
