import { CHAT_PATHS } from '../../paths/chat'
import { del, get, post } from './methods'

/** The `chat` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const CHAT_API = {
  init: get(CHAT_PATHS.init),
  createChat: get(CHAT_PATHS.createChat),
  noReadCount: get(CHAT_PATHS.noReadCount),
  read: post(CHAT_PATHS.read),
  systemNotice: get(CHAT_PATHS.systemNotice),
  messageUpdate: post(CHAT_PATHS.messageUpdate),
  history: get(CHAT_PATHS.history),
  questionDifficulty: get(CHAT_PATHS.questionDifficulty),
  stop: post(CHAT_PATHS.stop),
  /** text/event-stream */
  message: post(CHAT_PATHS.message),
  /** text/event-stream */
  regenerate: post(CHAT_PATHS.regenerate),
  /** text/event-stream */
  stream: get(CHAT_PATHS.stream),
  /** multipart/form-data, one `file`. */
  upload: post(CHAT_PATHS.upload),
  markMistake: post(CHAT_PATHS.mistake),
  unmarkMistake: del(CHAT_PATHS.mistake),
} as const
