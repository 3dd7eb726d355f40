import type { FastifyBaseLogger } from 'fastify'
import type { MessageBus } from '../../cluster/bus'
import type { DB } from '../../db/database'
import { replyState, type ChatRow } from '../chat'
import { ReplyRun, TOUCH_EVERY_MS, type ReplySource } from './reply-run'
import { isReplyMessage, REPLY_TOPIC, RunBroadcast, type ReplyMessage } from './reply-broadcast'
import { ReplyStore, type ReplyTarget } from './reply-store'

// A live reply is touched every few seconds; one untouched for this long lost its writer.
const STALE_MS = 30 * TOUCH_EVERY_MS
// Within the server's own 10 s shutdown grace (server.ts).
const SHUTDOWN_GRACE_MS = 5000

/**
 * The replies this server instance is writing, by message id. It answers the bus for them:
 * a follower elsewhere gets their text live (RunBroadcast), a Stop elsewhere stops them now.
 */
export class ReplyHub {
  readonly store: ReplyStore
  private readonly runs = new Map<string, ReplyRun>()
  private readonly broadcasts = new Map<string, RunBroadcast>()
  private readonly unsubscribe: () => void

  constructor(
    private readonly db: DB,
    readonly log: FastifyBaseLogger,
    readonly bus: MessageBus,
  ) {
    this.store = new ReplyStore(db)
    this.unsubscribe = bus.subscribe(REPLY_TOPIC, (m) => {
      if (isReplyMessage(m)) this.onMessage(m)
    })
  }

  private onMessage(m: ReplyMessage) {
    const run = this.runs.get(m.id)
    if (!run) return
    if (m.k === 'stop') run.stop()
    if (m.k !== 'follow') return
    const existing = this.broadcasts.get(m.id)
    if (existing) existing.resend()
    else this.broadcasts.set(m.id, new RunBroadcast(this.bus, run, this.log))
  }

  /** `log`: the asking request's logger (its lines carry the request id); the hub's own otherwise. */
  start(target: ReplyTarget, prepare: () => Promise<ReplySource>, log: FastifyBaseLogger = this.log): ReplyRun {
    const run = new ReplyRun(target, prepare, this.store, log)
    this.runs.set(target.messageId, run)
    void run.done.finally(() => {
      this.runs.delete(target.messageId)
      this.broadcasts.delete(target.messageId)
    })
    return run
  }

  /** Tells the instance writing it (whichever) to stop now; the database says so already. */
  async stopElsewhere(messageId: string): Promise<void> {
    await this.bus.publish(REPLY_TOPIC, { k: 'stop', id: messageId } satisfies ReplyMessage).catch((err: unknown) => {
      this.log.warn({ err, messageId }, 'could not announce a Stop (the writer notices it at its next save)')
    })
  }

  get(messageId: string): ReplyRun | undefined {
    return this.runs.get(messageId)
  }

  /**
   * Unlocks a chat whose reply is no longer being written by anyone (its server stopped mid-way).
   * A reply another instance is writing keeps being touched, so it is never taken for stale.
   */
  async releaseIfStale(chat: ChatRow): Promise<void> {
    const id = chat.active_message_id
    if (!id || this.runs.has(id)) return
    const row = await replyState(this.db, id)
    const stale = !row || row.status === 'done' || row.status === 'stopped' || row.status === 'error' || Date.parse(row.updated_at) < Date.now() - STALE_MS
    if (stale) await this.store.abandon(chat.id, id)
  }

  /**
   * Server shutdown: replies get a few seconds to finish (a deploy should not cut answers short),
   * then the rest are stopped and saved as failed, so the student can write them again.
   */
  async closeAll(graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    const all = () => Promise.allSettled([...this.runs.values()].map((r) => r.done))
    let timer: NodeJS.Timeout | undefined
    await Promise.race([all(), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))])
    clearTimeout(timer)
    for (const run of this.runs.values()) run.stop('shutdown')
    await all()
    this.unsubscribe()
  }
}
