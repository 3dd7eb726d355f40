import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { ChatList, ChatMessage, ChatRef, ChatSummary, MessageUpdateBody, NoReadCount, PageQuery, SystemNoticeList } from '@contract/chat'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { toChatMessage, toChatSummary, toNotice } from './chat.mapper'
import {
  findMessage,
  fixedChat,
  listFixedChats,
  listMessages,
  listQuestionChats,
  markRead,
  openQuestionChat,
  setFeedback,
  totalUnread,
} from './chat.repository'
import { decodeCursor, encodeCursor } from './cursor'
import { postNotice, tutorNotice } from './notices'

/** The chat list, unread counts, notices and feedback (asking and history live in the tutor module). */
export default async function chatRoutes(app: App) {
  app.get(
    PATHS.chat.init,
    { schema: { querystring: PageQuery, response: { 200: Envelope(ChatList) } } },
    async (req) => {
      const { userId } = sessionOf(req)
      const limit = req.query.limit ?? 30
      const after = req.query.cursor ? decodeCursor<[string, string]>(req.query.cursor, ['string', 'string']) : null
      let fixed: Awaited<ReturnType<typeof listFixedChats>> = []
      if (!after) {
        const notices = await fixedChat(app.db, userId, 'system')
        if (notices.created) await postNotice(app.db, userId, tutorNotice('welcome', req.lang))
        await fixedChat(app.db, userId, 'plan_assistant')
        fixed = await listFixedChats(app.db, userId)
      }
      const rows = await listQuestionChats(app.db, userId, limit + 1, after ? { at: after[0], id: after[1] } : undefined)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return ok({
        chats: [...fixed, ...page].map((row) => toChatSummary(row, req.lang)),
        next_cursor: rows.length > limit && last ? encodeCursor([last.last_message_at!, last.id]) : null,
        // The canvas shows the badge with the list: one call instead of two.
        no_read_total: await totalUnread(app.db, userId),
      })
    },
  )

  app.get(PATHS.chat.createChat, { schema: { response: { 200: Envelope(ChatSummary) } } }, async (req) =>
    ok(toChatSummary(await openQuestionChat(app.db, sessionOf(req).userId), req.lang)),
  )

  app.get(PATHS.chat.noReadCount, { schema: { response: { 200: Envelope(NoReadCount) } } }, async (req) =>
    ok({ total: await totalUnread(app.db, sessionOf(req).userId) }),
  )

  app.post(PATHS.chat.read, { schema: { body: ChatRef, response: { 200: Envelope(NoReadCount) } } }, async (req) => {
    const { userId } = sessionOf(req)
    if (!(await markRead(app.db, userId, req.body.chat_id))) throw new AppError('CHAT_NOT_FOUND')
    return ok({ total: await totalUnread(app.db, userId) })
  })

  app.get(
    PATHS.chat.systemNotice,
    { schema: { querystring: PageQuery, response: { 200: Envelope(SystemNoticeList) } } },
    async (req) => {
      const { userId } = sessionOf(req)
      const limit = req.query.limit ?? 30
      const before = req.query.cursor ? decodeCursor<[number]>(req.query.cursor, ['number'])[0] : undefined
      const { chat } = await fixedChat(app.db, userId, 'system')
      const rows = await listMessages(app.db, chat.id, limit + 1, before)
      const page = rows.length > limit ? rows.slice(1) : rows
      return ok({
        chat_id: chat.id,
        notices: page.map(toNotice),
        next_cursor: rows.length > limit ? encodeCursor([page[0].seq]) : null,
      })
    },
  )

  app.post(
    PATHS.chat.messageUpdate,
    { schema: { body: MessageUpdateBody, response: { 200: Envelope(ChatMessage) } } },
    async (req) => {
      const { userId } = sessionOf(req)
      const { message_id, feedback } = req.body
      if (!(await setFeedback(app.db, userId, message_id, feedback === 'none' ? null : feedback))) {
        throw new AppError('MESSAGE_NOT_FOUND')
      }
      return ok(toChatMessage((await findMessage(app.db, userId, message_id))!, req.lang))
    },
  )
}
