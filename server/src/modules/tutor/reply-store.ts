import type { Verdict } from '@contract/chat'
import type { Lang } from '@contract/common'
import type { ErrorName } from '@contract/errors'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import type { FinishReason, Usage } from '../../providers/llm'
import { abandonReply, findMessage, finishReplyRow, type MessageRow, previewOf, releaseChat, saveReplyText } from '../chat'
import { giveQuestionBack } from './quota'

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
    return saveReplyText(this.db, messageId, text)
  }

  async finish(
    target: ReplyTarget,
    reply: { text: string; model: string | null; verdict: Verdict | null; declines: boolean },
    outcome: Outcome,
    watched: boolean,
  ): Promise<MessageRow> {
    const now = nowIso()
    const checked = outcome.status === 'done' ? reply.verdict : null
    await finishReplyRow(
      this.db,
      target.messageId,
      {
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
      },
      outcome.status === 'stopped',
    )
    // Finished while the student was away: the list and the tab show it as unread.
    await releaseChat(this.db, target.chatId, target.messageId, { now, preview: reply.text ? previewOf(reply.text) : null, unseen: !watched })
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
    await abandonReply(this.db, chatId, messageId)
  }
}
