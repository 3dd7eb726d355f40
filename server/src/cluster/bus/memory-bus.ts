import type { FastifyBaseLogger } from 'fastify'
import { encode, TopicRouter, type MessageBus } from './types'

// Every app of this process: two apps built side by side (tests of two instances) hear each other.
const routers = new Set<TopicRouter>()

/** One process (SQLite, or a single server): messages go round this process only. */
export function memoryBus(log: FastifyBaseLogger): MessageBus {
  const router = new TopicRouter((err) => log.warn({ err }, 'bus handler failed'))
  routers.add(router)
  return {
    kind: 'memory',
    async publish(topic, message) {
      const raw = encode(topic, message)
      // Delivered on a later turn, as the networked buses do: a publisher never re-enters itself.
      setImmediate(() => {
        for (const r of routers) r.deliver(raw)
      })
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    check: async () => {},
    close: async () => void routers.delete(router),
  }
}
