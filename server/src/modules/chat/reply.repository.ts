import type { Updateable } from 'kysely'
import type { Executor } from '../../db/database'
import { nowIso } from '../../db/time'
import type { ChatMessagesTable } from './chat.tables'
import { blankMessage } from './chat.repository'

/**
 * A tutor reply's life in the chat's tables: the chat is locked to the reply being written
 * (`active_message_id`), the reply is saved while it streams, and both are released at the end.
 * Every write is conditional, so instances racing on one chat (a Stop, a restart) agree.
 */

/** Replies still being written. */
const LIVE = ['pending', 'streaming']

/** Locks the chat to `messageId`; false when another reply holds it. */
export async function lockChat(db: Executor, chat: { id: string; user_id: string }, messageId: string, now: string): Promise<boolean> {
  const locked = await db
    .updateTable('chats')
    .set({ active_message_id: messageId, active_since: now })
    .where('id', '=', chat.id)
    .where('user_id', '=', chat.user_id)
    .where('active_message_id', 'is', null)
    .executeTakeFirst()
  return Number(locked.numUpdatedRows) > 0
}

/** A new question in the chat: one more turn, the rung it asked for, its preview; the first also names and charges the chat. */
export async function recordTurn(
  db: Executor,
  chatId: string,
  turn: { level: string; preview: string; now: string; first?: { title: string; hasImage: boolean; charged: boolean } },
): Promise<void> {
  const { first } = turn
  await db
    .updateTable('chats')
    .set((eb) => ({
      turns: eb('turns', '+', 1),
      help_level: turn.level,
      ...(first ? { title: first.title, has_image: first.hasImage ? 1 : 0, charged: first.charged ? 1 : 0 } : {}),
      last_message_at: turn.now,
      last_preview: turn.preview,
      updated_at: turn.now,
    }))
    .where('id', '=', chatId)
    .execute()
}

/** The chat's latest message id. */
export async function lastMessageId(db: Executor, chatId: string): Promise<string | undefined> {
  const last = await db.selectFrom('chat_messages').select('id').where('chat_id', '=', chatId).orderBy('seq', 'desc').executeTakeFirst()
  return last?.id
}

/** The chat used one of the student's questions (again). */
export async function markCharged(db: Executor, chatId: string): Promise<void> {
  await db.updateTable('chats').set({ charged: 1 }).where('id', '=', chatId).execute()
}

/**
 * A question whose first answer brought nothing is given back once: only a chat still marked
 * charged is unmarked (2 = refunded: writing that answer again takes a question again).
 * True when this call unmarked it.
 */
export async function unmarkCharged(db: Executor, userId: string, chatId: string): Promise<boolean> {
  const unmarked = await db
    .updateTable('chats')
    .set({ charged: 2 })
    .where('id', '=', chatId)
    .where('user_id', '=', userId)
    .where('charged', '=', 1)
    .executeTakeFirst()
  return Number(unmarked.numUpdatedRows) > 0
}

/** Empties a reply to be written again, keeping its image and rung. */
export async function resetReply(db: Executor, messageId: string, keep: { image_id: string | null; help_level: string | null }, now: string): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ ...blankMessage, image_id: keep.image_id, help_level: keep.help_level, content: '', status: 'pending', updated_at: now })
    .where('id', '=', messageId)
    .execute()
}

/** Saves the text so far; false when the reply was stopped meanwhile (by any instance). */
export async function saveReplyText(db: Executor, messageId: string, text: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ content: text, status: text ? 'streaming' : 'pending', updated_at: nowIso() })
    .where('id', '=', messageId)
    .where('status', 'in', LIVE)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Saves the finished reply while it is still live (or stopped, when the end is a stop). A reply
 * stopped elsewhere just before the end keeps everything that was written, as stopped.
 */
export async function finishReplyRow(
  db: Executor,
  messageId: string,
  set: Updateable<ChatMessagesTable> & { content: string; model: string | null; updated_at: string },
  endsStopped: boolean,
): Promise<void> {
  const saved = await db
    .updateTable('chat_messages')
    .set(set)
    .where('id', '=', messageId)
    .where('status', 'in', endsStopped ? [...LIVE, 'stopped'] : LIVE)
    .executeTakeFirst()
  if (Number(saved.numUpdatedRows) === 0) {
    await db
      .updateTable('chat_messages')
      .set({ content: set.content, model: set.model, updated_at: set.updated_at })
      .where('id', '=', messageId)
      .where('status', '=', 'stopped')
      .execute()
  }
}

/** Unlocks the chat after its reply (if that reply still holds it); unseen, it counts as unread. */
export async function releaseChat(db: Executor, chatId: string, messageId: string, after: { now: string; preview: string | null; unseen: boolean }): Promise<void> {
  await db
    .updateTable('chats')
    .set((eb) => ({
      active_message_id: null,
      active_since: null,
      last_message_at: after.now,
      ...(after.preview !== null ? { last_preview: after.preview } : {}),
      unread_count: after.unseen ? eb('unread_count', '+', 1) : eb.ref('unread_count'),
      updated_at: after.now,
    }))
    .where('id', '=', chatId)
    .where('active_message_id', '=', messageId)
    .execute()
}

/** A reply whose writer vanished: failed, and its chat unlocked. */
export async function abandonReply(db: Executor, chatId: string, messageId: string): Promise<void> {
  const now = nowIso()
  await db
    .updateTable('chat_messages')
    .set({ status: 'error', error_key: 'AI_MODEL_FAILED', updated_at: now })
    .where('id', '=', messageId)
    .where('status', 'in', LIVE)
    .execute()
  await db.updateTable('chats').set({ active_message_id: null, active_since: null, updated_at: now }).where('id', '=', chatId).where('active_message_id', '=', messageId).execute()
}

/** Where a reply stands (to tell a stale lock from a live one). */
export async function replyState(db: Executor, messageId: string) {
  return db.selectFrom('chat_messages').select(['status', 'updated_at']).where('id', '=', messageId).executeTakeFirst()
}
