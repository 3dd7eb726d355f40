import { PATHS } from '@contract/paths'
import type { ChatSummary } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const createChat = () => http.get<ChatSummary>(PATHS.chat.createChat)
