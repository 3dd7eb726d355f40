import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getHistory = (chatId: string, cursor?: string) =>
  call(ENDPOINTS.chat.history, { chat_id: chatId, cursor, limit: 50 })
