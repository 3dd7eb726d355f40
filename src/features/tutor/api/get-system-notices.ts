import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getSystemNotices = (cursor?: string) => call(ENDPOINTS.chat.systemNotice, { cursor, limit: 50 })
