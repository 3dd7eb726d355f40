import { ENDPOINTS } from '@contract/routes/endpoints'
import type { MessageUpdateBody } from '@contract/chat'
import { call } from '@/lib/http/call'

export const rateMessage = (body: MessageUpdateBody) => call(ENDPOINTS.chat.messageUpdate, body)
