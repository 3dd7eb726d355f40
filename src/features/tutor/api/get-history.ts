import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const getHistory = (chatId: string, cursor?: string) =>
  call(CHAT_API.history, { chat_id: chatId, cursor, limit: 50 })
