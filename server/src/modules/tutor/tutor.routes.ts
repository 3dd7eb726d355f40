import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { toChatMessage, toChatSummary, findChat, findMessage, firstQuestion, listMessages, markStopped, setDifficulty, decodeCursor, encodeCursor } from '../chat'
import { markedMessageIds } from '../mistakes'
import { findUserById } from '../user'
import { startAsk, startRegenerate, type Started } from './ask.service'
import { rateQuestion } from './difficulty'
import { photoDataUrl } from './sources'
import { relayRun, relaySaved } from './relay'
import { ReplyHub } from './reply-hub'

/** Asking, streaming, Stop, Regenerate, history and the difficulty of a question. */
export default async function tutorRoutes(app: App) {
  const hub = new ReplyHub(app.db, app.log.child({ module: 'tutor' }), app.bus)
  app.addHook('onClose', () => hub.closeAll())

  const relayStarted = (started: Started, lang: Parameters<typeof toChatMessage>[1]) => ({
    chatId: started.chat.id,
    question: started.question && toChatMessage(started.question, lang),
    reply: started.reply,
    left: started.left,
  })

  // Refusals (bad input, 403 quota, 404, 409) are thrown before the stream opens: plain JSON then.
  defineRoute(app, ROUTES.chat.message, async (req, reply) => {
    const started = await startAsk(app, hub, sessionOf(req).userId, req.lang, req.body, req.log)
    relayRun(reply, started.run, relayStarted(started, req.lang), req.lang)
  })

  defineRoute(app, ROUTES.chat.regenerate, async (req, reply) => {
    const started = await startRegenerate(app, hub, sessionOf(req).userId, req.lang, req.body.message_id, req.log)
    relayRun(reply, started.run, relayStarted(started, req.lang), req.lang)
  })

  defineRoute(app, ROUTES.chat.stream, async (req, reply) => {
    const row = await findMessage(app.db, sessionOf(req).userId, req.query.message_id)
    if (!row || row.role !== 'assistant') throw new AppError('MESSAGE_NOT_FOUND')
    const start = { chatId: row.chat_id, question: null, reply: row, left: null }
    const run = hub.get(row.id)
    if (run) relayRun(reply, run, start, req.lang)
    else await relaySaved(reply, hub, start, req.lang)
  })

  defineRoute(app, ROUTES.chat.stop, async (req) => {
    const { userId } = sessionOf(req)
    const row = await findMessage(app.db, userId, req.body.message_id)
    if (!row || row.role !== 'assistant') throw new AppError('MESSAGE_NOT_FOUND')
    // Marked in the database first, so the instance writing it (maybe another one) stops too.
    await markStopped(app.db, row.id)
    const run = hub.get(row.id)
    if (run) {
      run.stop()
      await run.done
    } else {
      await hub.stopElsewhere(row.id)
    }
    return ok(toChatMessage((await findMessage(app.db, userId, row.id))!, req.lang))
  })

  defineRoute(app, ROUTES.chat.history, async (req) => {
    const { userId } = sessionOf(req)
    const limit = req.query.limit ?? 30
    const before = req.query.cursor ? decodeCursor<[number]>(req.query.cursor, ['number'])[0] : undefined
    let chat = await findChat(app.db, userId, req.query.chat_id)
    if (!chat) throw new AppError('CHAT_NOT_FOUND')
    if (chat.active_message_id) {
      await hub.releaseIfStale(chat)
      chat = (await findChat(app.db, userId, chat.id))!
    }
    const rows = await listMessages(app.db, chat.id, limit + 1, before)
    const page = rows.length > limit ? rows.slice(1) : rows
    const mistakes = await markedMessageIds(app.db, userId, page.filter((m) => m.role === 'user').map((m) => m.id))
    return ok({
      chat: toChatSummary(chat, req.lang),
      messages: page.map((m) => {
        const message = toChatMessage(m, req.lang, mistakes.has(m.id))
        // What this instance is writing is fresher than the last save.
        const run = hub.get(m.id)
        return run && !run.ended ? { ...message, content: run.text } : message
      }),
      next_cursor: rows.length > limit ? encodeCursor([page[0].seq]) : null,
    })
  })

  defineRoute(app, ROUTES.chat.questionDifficulty, async (req) => {
    const { userId } = sessionOf(req)
    const chat = await findChat(app.db, userId, req.query.chat_id)
    if (!chat || chat.type !== 'question') throw new AppError('CHAT_NOT_FOUND')
    if (chat.difficulty) return ok({ chat_id: chat.id, difficulty: chat.difficulty as 'easy' | 'medium' | 'hard' })
    const question = await firstQuestion(app.db, chat.id)
    if (!question) throw new AppError('QUESTION_EMPTY')
    const user = (await findUserById(app.db, userId))!
    const photo = app.llm && question.image_id ? await photoDataUrl(app, userId, question.image_id) : undefined
    const difficulty = await rateQuestion(app, question, user, req.lang, photo)
    if (difficulty) await setDifficulty(app.db, chat.id, difficulty)
    return ok({ chat_id: chat.id, difficulty })
  })
}
