import type { FastifyBaseLogger } from 'fastify'
import type { MessageBus } from '../../cluster/bus'
import type { ReplyRun } from './reply-run'

/**
 * Live replies across server instances, on the bus topic `reply`:
 * - `follow`: an instance has a student following reply `id` that another instance writes;
 * - `text`: the writer's text of reply `id` from offset `at` (the whole text from 0 answers a follow);
 * - `end`: the writer saved the finished reply (followers read it from the database);
 * - `stop`: the student pressed Stop on some instance; the writer stops at once.
 * A writer publishes only replies someone follows, so an answer nobody watches from elsewhere
 * costs the bus nothing.
 */
export type ReplyMessage =
  | { k: 'follow'; id: string }
  | { k: 'text'; id: string; at: number; text: string }
  | { k: 'end'; id: string }
  | { k: 'stop'; id: string }

export const REPLY_TOPIC = 'reply'

// Characters per message: at most 3 bytes each in JSON, well under the bus's 7.9 KB.
const CHUNK_CHARS = 2000

export function isReplyMessage(m: unknown): m is ReplyMessage {
  const r = m as Partial<ReplyMessage> | null
  return !!r && typeof r.id === 'string' && ['follow', 'text', 'end', 'stop'].includes(r.k as string)
}

/** `text` cut into pieces no larger than a message may be, never inside a surrogate pair. */
export function textPieces(text: string, at: number): { at: number; text: string }[] {
  const pieces: { at: number; text: string }[] = []
  let i = 0
  while (i < text.length) {
    let end = Math.min(i + CHUNK_CHARS, text.length)
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end -= 1
    pieces.push({ at: at + i, text: text.slice(i, end) })
    i = end
  }
  return pieces
}

/**
 * Publishes one run's text for followers elsewhere: what was written since the last message, one
 * message in flight at a time (so they arrive in order, and deltas that come while one is being
 * sent travel together), then `end` once the run is saved.
 */
export class RunBroadcast {
  private published = 0
  private flushing: Promise<void> | null = null
  private again = false
  private ended = false

  constructor(
    private readonly bus: MessageBus,
    private readonly run: ReplyRun,
    private readonly log: FastifyBaseLogger,
  ) {
    const unsubscribe = run.subscribe((event) => {
      if (event.type === 'end') {
        this.ended = true
        unsubscribe()
      }
      this.flush()
    })
    this.flush()
  }

  /** Another follower: send the whole text again (those in step ignore what they have). */
  resend(): void {
    this.published = 0
    this.flush()
  }

  private flush(): void {
    if (this.flushing) {
      this.again = true
      return
    }
    this.flushing = this.send()
      .catch((err) => this.log.warn({ err, messageId: this.run.target.messageId }, 'could not publish a live reply'))
      .finally(() => {
        this.flushing = null
        if (this.again) {
          this.again = false
          this.flush()
        }
      })
  }

  private async send(): Promise<void> {
    const id = this.run.target.messageId
    const text = this.run.text
    const from = this.published
    this.published = text.length
    const pieces = from < text.length ? textPieces(text.slice(from), from) : from === 0 ? [{ at: 0, text: '' }] : []
    for (const piece of pieces) await this.bus.publish(REPLY_TOPIC, { k: 'text', id, ...piece } satisfies ReplyMessage)
    if (this.ended && this.run.ended && !this.again) await this.bus.publish(REPLY_TOPIC, { k: 'end', id } satisfies ReplyMessage)
  }
}
