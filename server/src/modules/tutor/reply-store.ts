import type { Verdict } from '@contract/chat'
import type { Lang } from '@contract/common'
import type { ErrorName } from '@contract/errors'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import type { FinishReason, Usage } from '../../providers/llm'
import { findMessage, type MessageRow, previewOf } from '../chat'
import { giveQuestionBack } from './quota'

const LIVE = ['pending', 'streaming']

export type Outcome =
  | { status: 'done'; finishReason: FinishReason; usage?: Usage }
  | { status: 'stopped' }
  | { status: 'error'; errorKey: ErrorName }

export interface ReplyTarget {
  userId: string
  chatId: string
  messageId: string
  lang: Lang
  /** The first answer of a question that used one of the student's questions: given back if it brings nothing. */
  refundable: boolean
}

/**
 * Saves a reply while it is written. Every write is conditional on the reply still being live,
 * so a Stop from any server instance (which sets status 'stopped') is noticed at the next save.
 */
export class ReplyStore {
  constructor(readonly db: DB) {}

  /** Saves the text so far; false when the reply was stopped meanwhile (by any instance). */
  async save(messageId: string, text: string): Promise<boolean> {
    const result = await this.db
      .updateTable('chat_messages')
      .set({ content: text, status: text ? 'streaming' : 'pending', updated_at: nowIso() })
      .where('id', '=', messageId)
      .where('status', 'in', LIVE)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async finish(
    target: ReplyTarget,
    reply: { text: string; model: string | null; verdict: Verdict | null; declines: boolean },
    outcome: Outcome,
    watched: boolean,
  ): Promise<MessageRow> {
    const now = nowIso()
    const checked = outcome.status === 'done' ? reply.verdict : null
    const saved = await this.db
      .updateTable('chat_messages')
      .set({
        content: reply.text,
        status: outcome.status,
        error_key: outcome.status === 'error' ? outcome.errorKey : null,
        finish_reason: outcome.status === 'done' ? outcome.finishReason : null,
        prompt_tokens: outcome.status === 'done' ? (outcome.usage?.promptTokens ?? null) : null,
        completion_tokens: outcome.status === 'done' ? (outcome.usage?.completionTokens ?? null) : null,
        model: reply.model,
        verdict: checked?.status ?? null,
        verdict_expected: checked?.status === 'mismatch' ? (checked.expected ?? null) : null,
        updated_at: now,
      })
      .where('id', '=', target.messageId)
      .where('status', 'in', outcome.status === 'stopped' ? [...LIVE, 'stopped'] : LIVE)
      .executeTakeFirst()
    if (Number(saved.numUpdatedRows) === 0) {
      // Stopped elsewhere just before the end: keep everything that was written, as stopped.
      await this.db
        .updateTable('chat_messages')
        .set({ content: reply.text, model: reply.model, updated_at: now })
        .where('id', '=', target.messageId)
        .where('status', '=', 'stopped')
        .execute()
    }
    await this.db
      .updateTable('chats')
      .set((eb) => ({
        active_message_id: null,
        active_since: null,
        last_message_at: now,
        ...(reply.text ? { last_preview: previewOf(reply.text) } : {}),
        // Finished while the student was away: the list and the tab show it as unread.
        unread_count: watched ? eb.ref('unread_count') : eb('unread_count', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', target.chatId)
      .where('active_message_id', '=', target.messageId)
      .execute()
    const nothingGiven =
      (outcome.status === 'error' && (reply.text === '' || outcome.errorKey === 'AI_IMAGE_UNSUPPORTED')) || (outcome.status === 'done' && reply.declines)
    if (target.refundable && nothingGiven) {
      await giveQuestionBack(this.db, target.userId, target.chatId)
    }
    return (await findMessage(this.db, target.userId, target.messageId))!
  }

  /**
   * A reply whose writer vanished (a server restart mid-answer): marked failed and its chat
   * unlocked, so the student can ask again or regenerate.
   */
  async abandon(chatId: string, messageId: string): Promise<void> {
    const now = nowIso()
    await this.db
      .updateTable('chat_messages')
      .set({ status: 'error', error_key: 'AI_MODEL_FAILED', updated_at: now })
      .where('id', '=', messageId)
      .where('status', 'in', LIVE)
      .execute()
    await this.db
      .updateTable('chats')
      .set({ active_message_id: null, active_since: null, updated_at: now })
      .where('id', '=', chatId)
      .where('active_message_id', '=', messageId)
      .execute()
  }
}
