import { PATHS } from '@contract/paths'
import type { ChatList } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const getChatList = (cursor?: string) => http.get<ChatList>(PATHS.chat.init, { cursor, limit: 30 })
