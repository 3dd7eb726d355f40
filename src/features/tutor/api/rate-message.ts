import { PATHS } from '@contract/paths'
import type { ChatMessage, MessageUpdateBody } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const rateMessage = (body: MessageUpdateBody) => http.post<ChatMessage>(PATHS.chat.messageUpdate, body)
