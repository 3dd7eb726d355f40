import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const createChat = () => call(CHAT_API.createChat)
