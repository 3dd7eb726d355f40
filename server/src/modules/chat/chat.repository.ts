import type { Selectable } from 'kysely'
import type { DB, Executor } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { newId } from '../../db/ids'
import { nowIso, toCount } from '../../db/time'
import type { ChatMessagesTable, ChatsTable } from './chat.tables'

export type ChatRow = Selectable<ChatsTable>
export type MessageRow = Selectable<ChatMessagesTable>
export type { Executor }

export const FIXED_CHAT_TYPES = ['system', 'plan_assistant'] as const
export type FixedChatType = (typeof FIXED_CHAT_TYPES)[number]

export async function findChat(db: Executor, userId: string, chatId: string): Promise<ChatRow | undefined> {
  return db
    .selectFrom('chats')
    .selectAll()
    .where('id', '=', chatId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

function newChat(userId: string, type: string, now: string) {
  return {
    id: newId('c'),
    user_id: userId,
    type,
    title: '',
    has_image: 0,
    help_level: 'hint',
    difficulty: null,
    unread_count: 0,
    charged: 0,
    turns: 0,
    active_message_id: null,
    active_since: null,
    last_message_at: null,
    last_preview: '',
    created_at: now,
    updated_at: now,
    deleted_at: null,
  }
}

/** The student's notices or plan-assistant chat, created on first use (a unique index settles races). */
export async function fixedChat(db: DB, userId: string, type: FixedChatType): Promise<{ chat: ChatRow; created: boolean }> {
  const find = () =>
    db.selectFrom('chats').selectAll().where('user_id', '=', userId).where('type', '=', type).executeTakeFirst()
  const existing = await find()
  if (existing) return { chat: existing, created: false }
  const row = newChat(userId, type, nowIso())
  try {
    await db.insertInto('chats').values(row).execute()
    return { chat: row, created: true }
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    return { chat: (await find())!, created: false }
  }
}

/** A chat for a new question: the student's latest unasked one if there is one, so the list never fills with empties. */
export async function openQuestionChat(db: DB, userId: string): Promise<ChatRow> {
  const empty = await db
    .selectFrom('chats')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'question')
    .where('last_message_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return empty ?? insertQuestionChat(db, userId)
}

export async function insertQuestionChat(db: DB, userId: string): Promise<ChatRow> {
  const row = newChat(userId, 'question', nowIso())
  await db.insertInto('chats').values(row).execute()
  return row
}

export async function listFixedChats(db: DB, userId: string): Promise<ChatRow[]> {
  return db
    .selectFrom('chats')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', 'in', [...FIXED_CHAT_TYPES])
    .orderBy('type', 'desc')
    .execute()
}

/** Asked questions, latest activity first, after (`at`, `id`) when given. */
export async function listQuestionChats(
  db: DB,
  userId: string,
  limit: number,
  after?: { at: string; id: string },
): Promise<ChatRow[]> {
  let query = db
    .selectFrom('chats')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'question')
    .where('deleted_at', 'is', null)
    .where('last_message_at', 'is not', null)
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('last_message_at', '<', after.at), eb.and([eb('last_message_at', '=', after.at), eb('id', '<', after.id)])]),
    )
  }
  return query.orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
}

export async function totalUnread(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chats')
    .select((eb) => eb.fn.sum<number>('unread_count').as('total'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return toCount(row?.total)
}

export async function markRead(db: DB, userId: string, chatId: string): Promise<boolean> {
  const result = await db
    .updateTable('chats')
    .set({ unread_count: 0 })
    .where('id', '=', chatId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function maxSeq(db: Executor, chatId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max<number>('seq').as('max'))
    .where('chat_id', '=', chatId)
    .executeTakeFirst()
  return toCount(row?.max)
}

export type NewMessage = Omit<MessageRow, 'id' | 'seq' | 'created_at' | 'updated_at'> & { id?: string }

/** Blank optional columns, so callers name only what a message has. */
export const blankMessage = {
  image_id: null,
  help_level: null,
  verdict: null,
  verdict_expected: null,
  feedback: null,
  error_key: null,
  finish_reason: null,
  model: null,
  prompt_tokens: null,
  completion_tokens: null,
  title: null,
  payload: null,
} as const

/** Appends messages to a chat in order (seq after the chat's last). Run inside the chat's lock or retry on conflict. */
export async function appendMessages(db: Executor, chatId: string, messages: NewMessage[], now = nowIso()): Promise<MessageRow[]> {
  const start = (await maxSeq(db, chatId)) + 1
  const rows = messages.map((m, i) => ({ ...m, id: m.id ?? newId('m'), seq: start + i, created_at: now, updated_at: now }))
  await db.insertInto('chat_messages').values(rows).execute()
  return rows
}

export async function findMessage(db: Executor, userId: string, messageId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** A notice arrived in the chat: one more unread, and it is the chat's latest line. */
export async function countNewNotice(db: DB, chatId: string, preview: string, now: string): Promise<void> {
  await db
    .updateTable('chats')
    .set((eb) => ({ unread_count: eb('unread_count', '+', 1), last_message_at: now, last_preview: preview, updated_at: now }))
    .where('id', '=', chatId)
    .execute()
}

/** A page of a chat's messages, newest `limit` before `beforeSeq`, returned oldest first. */
export async function listMessages(db: DB, chatId: string, limit: number, beforeSeq?: number): Promise<MessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId)
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq)
  const rows = await query.orderBy('seq', 'desc').limit(limit).execute()
  return rows.reverse()
}

export async function setFeedback(db: DB, userId: string, messageId: string, feedback: string | null): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ feedback, updated_at: nowIso() })
    .where('id', '=', messageId)
    .where('user_id', '=', userId)
    .where('role', '=', 'assistant')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Marks an answer stopped if it is still being written (the instance writing it sees this and stops). */
export async function markStopped(db: Executor, messageId: string): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ status: 'stopped', updated_at: nowIso() })
    .where('id', '=', messageId)
    .where('status', 'in', ['pending', 'streaming'])
    .execute()
}

/** The student's first message of a chat: the question. */
export async function firstQuestion(db: Executor, chatId: string): Promise<MessageRow | undefined> {
  const [question] = await db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId).where('role', '=', 'user').orderBy('seq').limit(1).execute()
  return question
}

export async function setDifficulty(db: Executor, chatId: string, difficulty: string): Promise<void> {
  await db.updateTable('chats').set({ difficulty }).where('id', '=', chatId).execute()
}

/** The tutor's first finished reply after the student's message `messageId` in the same chat, if both still exist. */
export async function replyAfter(db: DB, userId: string, chatId: string, messageId: string): Promise<string | null> {
  const asked = await db.selectFrom('chat_messages').select('seq').where('id', '=', messageId).where('user_id', '=', userId).executeTakeFirst()
  if (!asked) return null
  const reply = await db
    .selectFrom('chat_messages')
    .select('content')
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .where('role', '=', 'assistant')
    .where('status', '=', 'done')
    .where('seq', '>', asked.seq)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst()
  return reply?.content ?? null
}

/**
 * Questions the student asked in [from, to) (a question chat whose first message falls in it;
 * deleted chats are not counted, as the student's list no longer shows them), and how many of them
 * never needed the tutor's full solution (the help ladder stopped at a hint or an example).
 */
export async function questionsAskedBetween(db: DB, userId: string, from: string, to: string): Promise<{ asked: number; withoutSolution: number }> {
  const firsts = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(['m.chat_id', (eb) => eb.fn.min<string>('m.created_at').as('first_at')])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'user')
    .where('c.type', '=', 'question')
    .where('c.deleted_at', 'is', null)
    .groupBy('m.chat_id')
    .having((eb) => eb.fn.min<string>('m.created_at'), '>=', from)
    .having((eb) => eb.fn.min<string>('m.created_at'), '<', to)
    .execute()
  const ids = firsts.map((r) => r.chat_id)
  if (ids.length === 0) return { asked: 0, withoutSolution: 0 }
  const solved = await db
    .selectFrom('chat_messages')
    .select('chat_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('chat_id', 'in', ids)
    .where('role', '=', 'assistant')
    .where('help_level', '=', 'solution')
    .where('status', '=', 'done')
    .execute()
  return { asked: ids.length, withoutSolution: ids.length - solved.length }
}
