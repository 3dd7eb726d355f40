import { PATHS } from '@contract/paths'
import type { QuestionDifficulty } from '@contract/chat'
import { http } from '@/lib/http/http-client'

export const getDifficulty = (chatId: string) =>
  http.get<QuestionDifficulty>(PATHS.chat.questionDifficulty, { chat_id: chatId }, { hideErrorToast: true })
