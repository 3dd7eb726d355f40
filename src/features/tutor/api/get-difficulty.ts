import { ENDPOINTS } from '@contract/routes/endpoints'
import { call } from '@/lib/http/call'

export const getDifficulty = (chatId: string) =>
  call(ENDPOINTS.chat.questionDifficulty, { chat_id: chatId }, { hideErrorToast: true })
