import { ChatList, ChatMessage, ChatRef, ChatSummary, HistoryPage, HistoryQuery, MessageRef, MessageUpdateBody, MistakeEntry, NoReadCount, PageQuery, QuestionDifficulty, SendMessageBody, SystemNoticeList, UploadedImage } from '../chat'
import { Empty } from '../common'
import { ENDPOINTS } from './endpoints'
import { route } from './route'

const C = ENDPOINTS.chat

/** Conversations with the tutor: lists, history, asking (a stream), photos, the mistake notebook. */
export const CHAT_ROUTES = {
  init: route(C.init, { query: PageQuery, response: ChatList }),
  createChat: route(C.createChat, { response: ChatSummary }),
  noReadCount: route(C.noReadCount, { response: NoReadCount }),
  read: route(C.read, { body: ChatRef, response: NoReadCount }),
  systemNotice: route(C.systemNotice, { query: PageQuery, response: SystemNoticeList }),
  messageUpdate: route(C.messageUpdate, { body: MessageUpdateBody, response: ChatMessage }),
  history: route(C.history, { query: HistoryQuery, response: HistoryPage }),
  questionDifficulty: route(C.questionDifficulty, { query: ChatRef, response: QuestionDifficulty }),
  stop: route(C.stop, { body: MessageRef, response: ChatMessage }),
  /** Answers text/event-stream (contract/chat.ts's stream events), or an envelope on a refusal. */
  message: route(C.message, { body: SendMessageBody }, 'sse'),
  regenerate: route(C.regenerate, { body: MessageRef }, 'sse'),
  stream: route(C.stream, { query: MessageRef }, 'sse'),
  upload: route(C.upload, { response: UploadedImage }, 'multipart'),
  markMistake: route(C.markMistake, { body: MessageRef, response: MistakeEntry }),
  unmarkMistake: route(C.unmarkMistake, { query: MessageRef, response: Empty }),
}
