import type { FastifyBaseLogger } from 'fastify'
import { LlmAbortError, LlmError, type ChatDelta } from '../../providers/llm'
import type { MessageRow } from '../chat'
import type { Verdict } from '@contract/chat'
import { refusesPhoto } from './photo-refusal'
import type { Outcome, ReplyStore, ReplyTarget } from './reply-store'
import { checkFailed, replyCut } from './tutor.texts'
import { verdictOfReply } from './verdict'

/** Where a reply's text comes from: the model, or the offline engine. */
export interface ReplySource {
  /** The model that writes it (null: the offline engine). */
  model: string | null
  /** The question a model's final answer would answer, for the check; null: nothing to check. */
  answers: string | null
  /** The offline engine's answers arrive judged by the checker already (solution rung only). */
  verdict?: 'verified' | 'unchecked'
  /** The reply can only say it cannot help (offline limits): it does not use up a question. */
  declines?: boolean
  /** The conversation sent a photo: a model's text refusal of it is recognised (photo-refusal.ts). */
  withPhoto?: boolean
  stream(signal: AbortSignal): AsyncIterable<ChatDelta>
}

export type RunEvent = { type: 'delta'; text: string } | { type: 'end'; row: MessageRow }

// Saving every token would cost a write per few characters: save at most this often. A student
// who comes back mid-answer sees at most this much less than was written.
const SAVE_EVERY_MS = 400
// Also save (or just touch) this often while the model is silent: a Stop made on another
// instance is noticed, and a reply whose writer died is recognised by its stale updated_at.
export const TOUCH_EVERY_MS = 3000
/** Longer replies are cut (a tutor's answer is a few thousand characters; a runaway model is not). */
export const MAX_REPLY_CHARS = 20_000

/**
 * One reply being written. It belongs to no HTTP request: when the student closes the app the
 * run goes on and saves the whole answer; Stop aborts it (the model's request is cancelled).
 */
export class ReplyRun {
  text = ''
  /** The saved reply, once the run has ended. */
  ended: MessageRow | null = null
  readonly done: Promise<MessageRow | null>
  private readonly listeners = new Set<(event: RunEvent) => void>()
  private readonly controller = new AbortController()
  private stopReason: 'student' | 'shutdown' | null = null
  private lastSave = Date.now()
  private saving: Promise<void> = Promise.resolve()

  constructor(
    readonly target: ReplyTarget,
    private readonly prepare: () => Promise<ReplySource>,
    private readonly store: ReplyStore,
    private readonly log: FastifyBaseLogger,
  ) {
    this.done = this.run()
  }

  /** Events from now on; the caller reads `text` first for what came before. */
  subscribe(listener: (event: RunEvent) => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
      // The reply goes on and will be shown as unread: worth a line when a student says it was not.
      if (this.listeners.size === 0 && !this.ended) this.log.info({ messageId: this.target.messageId }, 'reply continues unwatched')
    }
  }

  stop(reason: 'student' | 'shutdown' = 'student'): void {
    this.stopReason ??= reason
    this.controller.abort()
  }

  private emit(event: RunEvent) {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch (err) {
        this.log.warn({ err }, 'reply listener failed')
      }
    }
  }

  private save(): Promise<void> {
    this.lastSave = Date.now()
    const text = this.text
    this.saving = this.saving
      .then(() => this.store.save(this.target.messageId, text))
      .then((live) => {
        if (!live) this.stop('student')
      })
      .catch((err) => this.log.warn({ err }, 'saving a reply failed'))
    return this.saving
  }

  private async run(): Promise<MessageRow | null> {
    await Promise.resolve() // let the caller subscribe before anything happens
    const touch = setInterval(() => {
      if (Date.now() - this.lastSave >= TOUCH_EVERY_MS) void this.save()
    }, TOUCH_EVERY_MS)
    let outcome: Outcome = { status: 'error', errorKey: 'AI_MODEL_FAILED' }
    let source: ReplySource | null = null
    let cut = false
    try {
      source = await this.prepare()
      for await (const delta of source.stream(this.controller.signal)) {
        if (delta.type === 'done') {
          outcome = { status: 'done', finishReason: delta.finishReason, usage: delta.usage }
          continue
        }
        // A reply past the cap is cut (and says so): the model is stopped, the rest is never stored.
        let room = Math.max(0, MAX_REPLY_CHARS - this.text.length)
        if (room < delta.text.length && /[\uD800-\uDBFF]/.test(delta.text[room - 1] ?? '')) room-- // never half a character
        this.append(delta.text.slice(0, room))
        if (delta.text.length > room) {
          outcome = { status: 'done', finishReason: 'length' }
          this.append(`\n\n${replyCut(this.target.lang, MAX_REPLY_CHARS)}`)
          cut = true
          break
        }
      }
      if (outcome.status === 'done' && source.withPhoto && refusesPhoto(this.text)) outcome = { status: 'error', errorKey: 'AI_IMAGE_UNSUPPORTED' }
    } catch (err) {
      outcome = this.outcomeOf(err)
    } finally {
      clearInterval(touch)
    }
    // A cut reply: the model's request ends here. A finished one is left to end by itself (the
    // stream stops at the finish reason, and the usage may still be on its way).
    if (cut && !this.controller.signal.aborted) this.controller.abort()
    const verdict = outcome.status === 'done' && source ? this.judge(source) : null
    await this.saving
    try {
      const reply = {
        text: this.text,
        model: source?.model ?? null,
        verdict,
        declines: !!source?.declines,
      }
      const row = await this.store.finish(this.target, reply, outcome, this.listeners.size > 0)
      this.ended = row
      this.emit({ type: 'end', row })
      return row
    } catch (err) {
      this.log.error({ err, messageId: this.target.messageId }, 'could not save the end of a reply')
      return null
    }
  }

  private append(text: string) {
    if (!text) return
    this.text += text
    this.emit({ type: 'delta', text })
    if (Date.now() - this.lastSave >= SAVE_EVERY_MS) void this.save()
  }

  /** The badge; a failed check also writes into the reply that the answer may be wrong. */
  private judge(source: ReplySource): Verdict | null {
    if (source.verdict) return { status: source.verdict }
    if (!source.answers) return null
    let verdict: Verdict
    try {
      verdict = verdictOfReply(source.answers, this.text, this.target.lang)
    } catch (err) {
      this.log.warn({ err }, 'checking a final answer failed')
      return { status: 'unchecked' }
    }
    if (verdict.status === 'mismatch') this.append(`\n\n${checkFailed(this.target.lang, verdict.expected)}`)
    return verdict
  }

  private outcomeOf(err: unknown): Outcome {
    if (this.controller.signal.aborted || err instanceof LlmAbortError) {
      if (err instanceof LlmAbortError && err.partialText.length > this.text.length) this.text = err.partialText
      return this.stopReason === 'shutdown' ? { status: 'error', errorKey: 'UNAVAILABLE' } : { status: 'stopped' }
    }
    if (err instanceof LlmError) {
      if (err.partialText.length > this.text.length) this.text = err.partialText
      return { status: 'error', errorKey: err.key }
    }
    this.log.error({ err, messageId: this.target.messageId }, 'writing a reply failed')
    return { status: 'error', errorKey: 'AI_MODEL_FAILED' }
  }
}
