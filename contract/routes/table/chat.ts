import { PATHS } from '../../paths'
import { del, get, post } from './methods'

/** The `chat` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const CHAT_API = {
  init: get(PATHS.chat.init),
  createChat: get(PATHS.chat.createChat),
  noReadCount: get(PATHS.chat.noReadCount),
  read: post(PATHS.chat.read),
  systemNotice: get(PATHS.chat.systemNotice),
  messageUpdate: post(PATHS.chat.messageUpdate),
  history: get(PATHS.chat.history),
  questionDifficulty: get(PATHS.chat.questionDifficulty),
  stop: post(PATHS.chat.stop),
  /** text/event-stream */
  message: post(PATHS.chat.message),
  /** text/event-stream */
  regenerate: post(PATHS.chat.regenerate),
  /** text/event-stream */
  stream: get(PATHS.chat.stream),
  /** multipart/form-data, one `file`. */
  upload: post(PATHS.chat.upload),
  markMistake: post(PATHS.chat.mistake),
  unmarkMistake: del(PATHS.chat.mistake),
} as const
