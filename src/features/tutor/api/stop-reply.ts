import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const stopReply = (messageId: string) => call(ENDPOINTS.chat.stop, { message_id: messageId })
