import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const getChatList = (cursor?: string) => call(CHAT_API.init, { cursor, limit: 30 })
