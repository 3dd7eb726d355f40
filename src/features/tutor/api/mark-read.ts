import { PATHS } from '@contract/paths'
import type { NoReadCount } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const markRead = (chatId: string) => http.post<NoReadCount>(PATHS.chat.read, { chat_id: chatId }, { hideErrorToast: true })
