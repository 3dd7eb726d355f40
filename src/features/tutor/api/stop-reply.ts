import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const stopReply = (messageId: string) => call(CHAT_API.stop, { message_id: messageId })
