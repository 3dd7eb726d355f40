import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const createChat = () => call(ENDPOINTS.chat.createChat)
