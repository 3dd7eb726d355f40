import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const markRead = (chatId: string) => call(ENDPOINTS.chat.read, { chat_id: chatId }, { hideErrorToast: true })
