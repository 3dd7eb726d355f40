import { PATHS } from '@contract/paths'
import type { MistakeEntry } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const markMistake = (messageId: string) => http.post<MistakeEntry>(PATHS.chat.mistake, { message_id: messageId })

export const unmarkMistake = (messageId: string) => http.del<null>(PATHS.chat.mistake, { message_id: messageId })
