import { PATHS } from '@contract/paths'
import type { HistoryPage } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const getHistory = (chatId: string, cursor?: string) =>
  http.get<HistoryPage>(PATHS.chat.history, { chat_id: chatId, cursor, limit: 50 })
