import { CHAT_API } from '@contract/routes/table/chat'
import { call } from '@/lib/http/call'

export const getDifficulty = (chatId: string) =>
  call(CHAT_API.questionDifficulty, { chat_id: chatId }, { hideErrorToast: true })
