import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const markMistake = (messageId: string) => call(ENDPOINTS.chat.markMistake, { message_id: messageId })

export const unmarkMistake = (messageId: string) => call(ENDPOINTS.chat.unmarkMistake, { message_id: messageId })
