import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const markMistake = (messageId: string) => call(CHAT_API.markMistake, { message_id: messageId })

export const unmarkMistake = (messageId: string) => call(CHAT_API.unmarkMistake, { message_id: messageId })
