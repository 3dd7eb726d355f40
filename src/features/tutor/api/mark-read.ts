import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const markRead = (chatId: string) => call(CHAT_API.read, { chat_id: chatId }, { hideErrorToast: true })
