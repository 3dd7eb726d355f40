// The chat module's public surface: other modules import from here, never from its files.
export { toChatMessage, toChatSummary } from './chat.mapper'
export { appendMessages, blankMessage, findChat, findMessage, firstQuestion, listMessages, markStopped, questionsAskedBetween, replyAfter, setDifficulty, totalUnread } from './chat.repository'
export type { ChatRow, Executor, MessageRow } from './chat.repository'
export { decodeCursor, encodeCursor } from './cursor'
export { postNotice, tutorNotice } from './notices'
export { previewOf } from './preview'
export { abandonReply, finishReplyRow, lastMessageId, lockChat, markCharged, recordTurn, releaseChat, replyState, resetReply, saveReplyText, unmarkCharged } from './reply.repository'
