/**
 * Messages between the server instances of one deployment. Delivery is at most once and only
 * to instances listening at the time: a message is a hint to act now ("the reply has more
 * text"), never the only copy of anything (the database has that).
 */
export interface MessageBus {
  readonly kind: 'memory' | 'postgres' | 'redis'
  /** Sends to every instance (this one included). `message` is JSON; keep it under ~7 KB. */
  publish(topic: string, message: unknown): Promise<void>
  /** Calls `handler` for each message on `topic` from now on; returns the unsubscribe. */
  subscribe(topic: string, handler: (message: unknown) => void): () => void
  /** Resolves when the bus can deliver (connected and listening); rejects if it cannot. */
  check(): Promise<void>
  close(): Promise<void>
}

// PostgreSQL's NOTIFY takes at most 8000 bytes of payload.
export const MAX_MESSAGE_BYTES = 7900

/** Routes received messages to the handlers of their topic (one wire channel carries all topics). */
export class TopicRouter {
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>()

  constructor(private readonly onError: (err: unknown) => void) {}

  subscribe(topic: string, handler: (message: unknown) => void): () => void {
    let set = this.handlers.get(topic)
    if (!set) this.handlers.set(topic, (set = new Set()))
    set.add(handler)
    return () => {
      set.delete(handler)
      if (set.size === 0) this.handlers.delete(topic)
    }
  }

  deliver(raw: string): void {
    let envelope: { t?: unknown; m?: unknown }
    try {
      envelope = JSON.parse(raw)
    } catch (err) {
      return this.onError(err)
    }
    if (typeof envelope.t !== 'string') return
    for (const handler of [...(this.handlers.get(envelope.t) ?? [])]) {
      try {
        handler(envelope.m)
      } catch (err) {
        this.onError(err)
      }
    }
  }
}

export function encode(topic: string, message: unknown): string {
  const raw = JSON.stringify({ t: topic, m: message })
  if (Buffer.byteLength(raw) > MAX_MESSAGE_BYTES) throw new Error(`bus message on ${topic} is larger than ${MAX_MESSAGE_BYTES} bytes`)
  return raw
}
