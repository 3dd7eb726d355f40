import type { FastifyBaseLogger } from 'fastify'
import type { HelpLevel, SendMessageBody } from '@contract/chat'
import type { Lang } from '@contract/common'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { appendMessages, blankMessage, findChat, findMessage, lastMessageId, listMessages, lockChat as lockTo, markCharged, recordTurn, resetReply, type ChatRow, type Executor, type MessageRow, postNotice, tutorNotice, previewOf } from '../chat'
import { findUpload } from '../uploads'
import { findUserById, type UserRow, takeQuestion } from '../user'
import { isVip } from './quota'
import type { ReplyHub } from './reply-hub'
import type { ReplyRun } from './reply-run'
import { replySource } from './sources'

/** Messages a student may send about one question; then it is time for a new question. */
export const MAX_TURNS = 30
// Questions left at which the notices chat warns the student.
const WARN_AT = [3, 0]
// The most of a chat the model is shown (the prompt trims further by length).
const HISTORY_MESSAGES = 200

export interface Started {
  chat: ChatRow
  question: MessageRow | null
  reply: MessageRow
  /** Questions left; null for VIP students. */
  left: number | null
  run: ReplyRun
}

async function lockChat(db: Executor, chat: ChatRow, messageId: string, now: string): Promise<void> {
  if (!(await lockTo(db, chat, messageId, now))) throw new AppError('CHAT_BUSY')
}

async function studentOf(app: App, userId: string): Promise<UserRow> {
  const user = await findUserById(app.db, userId)
  if (!user) throw new AppError('USER_NOT_FOUND')
  return user
}

function startRun(
  app: App,
  hub: ReplyHub,
  args: { user: UserRow; chat: ChatRow; reply: MessageRow; lang: Lang; level: HelpLevel; refundable: boolean; log?: FastifyBaseLogger },
) {
  const { user, chat, reply, lang, level } = args
  const target = { userId: user.id, chatId: chat.id, messageId: reply.id, lang, refundable: args.refundable }
  return hub.start(target, async () => {
    const history = (await listMessages(app.db, chat.id, HISTORY_MESSAGES, reply.seq)).filter((m) => m.id !== reply.id)
    return replySource(app, { user, lang, level, history })
  }, args.log)
}

/**
 * A question or a follow-up: checks, then in one transaction takes the chat's lock, uses one of
 * the student's questions (first message of a question, not for VIP), saves the message and an
 * empty reply; then the reply is written in the background.
 */
/** `log`: the request's logger, so whatever goes wrong while the reply is written carries its request id. */
export async function startAsk(app: App, hub: ReplyHub, userId: string, lang: Lang, body: SendMessageBody, log?: FastifyBaseLogger): Promise<Started> {
  const chat = await findChat(app.db, userId, body.chat_id)
  if (!chat) throw new AppError('CHAT_NOT_FOUND')
  if (chat.type !== 'question') throw new AppError('CHAT_READ_ONLY')
  const content = (body.content ?? '').trim()
  if (!content && !body.image_id) throw new AppError('QUESTION_EMPTY')
  if (body.image_id && !(await findUpload(app.db, userId, body.image_id))) throw new AppError('IMAGE_NOT_FOUND')
  if (chat.turns >= MAX_TURNS) throw new AppError('QUESTION_TURNS_USED')
  await hub.releaseIfStale(chat)
  const user = await studentOf(app, userId)
  const vip = isVip(user.vip_until)
  const isFirst = chat.last_message_at === null
  const level: HelpLevel = body.help_level ?? (isFirst ? 'hint' : (chat.help_level as HelpLevel))
  const now = nowIso()
  const replyId = newId('m')

  const { question, reply, charged, leftAfter } = await app.db.transaction().execute(async (trx) => {
    await lockChat(trx, chat, replyId, now)
    const charged = isFirst && !vip
    const leftAfter = charged ? await takeQuestion(trx, userId) : null
    if (charged && leftAfter === null) throw new AppError('QUOTA_USED_UP')
    const base = { ...blankMessage, chat_id: chat.id, user_id: userId }
    const [question, reply] = await appendMessages(
      trx,
      chat.id,
      [
        { ...base, role: 'user', content, image_id: body.image_id ?? null, status: 'done', help_level: body.help_level ?? null },
        { ...base, id: replyId, role: 'assistant', content: '', status: 'pending', help_level: level },
      ],
      now,
    )
    await recordTurn(trx, chat.id, {
      level,
      preview: content ? previewOf(content) : '',
      now,
      first: isFirst ? { title: previewOf(content, 40), hasImage: !!body.image_id, charged } : undefined,
    })
    return { question, reply, charged, leftAfter }
  })

  const left = vip ? null : (leftAfter ?? (await studentOf(app, userId)).left_question_num)
  if (charged && left !== null && WARN_AT.includes(left)) {
    await postNotice(app.db, userId, tutorNotice(left === 0 ? 'quotaUsedUp' : 'quotaLow', lang, { left }))
  }
  const run = startRun(app, hub, { user, chat, reply, lang, level, refundable: charged, log })
  return { chat, question, reply, left, run }
}

/**
 * Writes the latest reply again (same rung). A question whose first answer failed and was given
 * back takes a question again.
 */
export async function startRegenerate(app: App, hub: ReplyHub, userId: string, lang: Lang, messageId: string, log?: FastifyBaseLogger): Promise<Started> {
  const target = await findMessage(app.db, userId, messageId)
  const chat = target && (await findChat(app.db, userId, target.chat_id))
  if (!target || !chat) throw new AppError('MESSAGE_NOT_FOUND')
  if (target.role !== 'assistant') throw new AppError('REPLY_NOT_REGENERABLE')
  await hub.releaseIfStale(chat)
  if (target.status === 'pending' || target.status === 'streaming') throw new AppError('CHAT_BUSY')
  const user = await studentOf(app, userId)
  const vip = isVip(user.vip_until)
  const now = nowIso()

  const { reply, charged, leftAfter } = await app.db.transaction().execute(async (trx) => {
    await lockChat(trx, chat, target.id, now)
    if ((await lastMessageId(trx, chat.id)) !== target.id) throw new AppError('REPLY_NOT_REGENERABLE')
    const charged = chat.charged === 2 && !vip
    const leftAfter = charged ? await takeQuestion(trx, userId) : null
    if (charged) {
      if (leftAfter === null) throw new AppError('QUOTA_USED_UP')
      await markCharged(trx, chat.id)
    }
    await resetReply(trx, target.id, target, now)
    return { reply: { ...target, ...blankMessage, help_level: target.help_level, content: '', status: 'pending', updated_at: now }, charged, leftAfter }
  })

  const left = vip ? null : (leftAfter ?? (await studentOf(app, userId)).left_question_num)
  const level = (reply.help_level as HelpLevel | null) ?? 'hint'
  const run = startRun(app, hub, { user, chat, reply, lang, level, refundable: charged, log })
  return { chat, question: null, reply, left, run }
}
