import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getChatList = (cursor?: string) => call(ENDPOINTS.chat.init, { cursor, limit: 30 })
