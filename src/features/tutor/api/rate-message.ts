import { CHAT_API } from '@contract/routes/table/chat'
import type { MessageUpdateBody } from '@contract/chat'
import { call } from '@/lib/http/call'

export const rateMessage = (body: MessageUpdateBody) => call(CHAT_API.messageUpdate, body)
