import type { FastifyBaseLogger } from 'fastify'
import { encode, TopicRouter, type MessageBus } from './types'

/** One instance (SQLite, or a single server): messages go round this process only. */
export function memoryBus(log: FastifyBaseLogger): MessageBus {
  const router = new TopicRouter((err) => log.warn({ err }, 'bus handler failed'))
  return {
    kind: 'memory',
    async publish(topic, message) {
      const raw = encode(topic, message)
      // Delivered on a later turn, as the networked buses do: a publisher never re-enters itself.
      setImmediate(() => router.deliver(raw))
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    check: async () => {},
    close: async () => {},
  }
}
