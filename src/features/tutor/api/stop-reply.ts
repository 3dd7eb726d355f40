import { PATHS } from '@contract/paths'
import type { ChatMessage } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const stopReply = (messageId: string) => http.post<ChatMessage>(PATHS.chat.stop, { message_id: messageId })
