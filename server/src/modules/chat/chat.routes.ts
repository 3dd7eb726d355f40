import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
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
  defineRoute(app, ROUTES.chat.init, async (req) => {
    const { userId } = sessionOf(req)
    const limit = req.query.limit ?? 30
    const after = req.query.cursor ? decodeCursor<[string, string]>(req.query.cursor, ['string', 'string']) : null
    let fixed: Awaited<ReturnType<typeof listFixedChats>> = []
    const previews = new Map<string, string>()
    if (!after) {
      const notices = await fixedChat(app.db, userId, 'system')
      if (notices.created) await postNotice(app.db, userId, tutorNotice('welcome', req.lang))
      await fixedChat(app.db, userId, 'plan_assistant')
      fixed = await listFixedChats(app.db, userId)
      // The notices chat shows its latest notice's title in the reader's language of today.
      const system = fixed.find((row) => row.type === 'system' && row.last_message_at)
      const [latest] = system ? await listMessages(app.db, system.id, 1) : []
      if (system && latest) previews.set(system.id, toNotice(latest, req.lang).title)
    }
    const rows = await listQuestionChats(app.db, userId, limit + 1, after ? { at: after[0], id: after[1] } : undefined)
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return ok({
      chats: [...fixed.map((row) => toChatSummary(row, req.lang, previews.get(row.id))), ...page.map((row) => toChatSummary(row, req.lang))],
      next_cursor: rows.length > limit && last ? encodeCursor([last.last_message_at!, last.id]) : null,
      photo_reading: app.llm !== null,
      // The canvas shows the badge with the list: one call instead of two.
      no_read_total: await totalUnread(app.db, userId),
    })
  })

  defineRoute(app, ROUTES.chat.createChat, async (req) =>
    ok(toChatSummary(await openQuestionChat(app.db, sessionOf(req).userId), req.lang)),
  )

  defineRoute(app, ROUTES.chat.noReadCount, async (req) =>
    ok({ total: await totalUnread(app.db, sessionOf(req).userId) }),
  )

  defineRoute(app, ROUTES.chat.read, async (req) => {
    const { userId } = sessionOf(req)
    if (!(await markRead(app.db, userId, req.body.chat_id))) throw new AppError('CHAT_NOT_FOUND')
    return ok({ total: await totalUnread(app.db, userId) })
  })

  defineRoute(app, ROUTES.chat.systemNotice, async (req) => {
    const { userId } = sessionOf(req)
    const limit = req.query.limit ?? 30
    const before = req.query.cursor ? decodeCursor<[number]>(req.query.cursor, ['number'])[0] : undefined
    const { chat } = await fixedChat(app.db, userId, 'system')
    const rows = await listMessages(app.db, chat.id, limit + 1, before)
    const page = rows.length > limit ? rows.slice(1) : rows
    return ok({
      chat_id: chat.id,
      notices: page.map((row) => toNotice(row, req.lang)),
      next_cursor: rows.length > limit ? encodeCursor([page[0].seq]) : null,
    })
  })

  defineRoute(app, ROUTES.chat.messageUpdate, async (req) => {
    const { userId } = sessionOf(req)
    const { message_id, feedback } = req.body
    if (!(await setFeedback(app.db, userId, message_id, feedback === 'none' ? null : feedback))) {
      throw new AppError('MESSAGE_NOT_FOUND')
    }
    return ok(toChatMessage((await findMessage(app.db, userId, message_id))!, req.lang))
  })
}
