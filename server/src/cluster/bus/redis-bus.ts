import type Redis from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { encode, TopicRouter, type MessageBus } from './types'

/**
 * Redis pub/sub: a second connection subscribes (a subscribed connection can do nothing else);
 * messages go out through the main one. ioredis re-subscribes by itself after a reconnect.
 */
export async function redisBus(redis: Redis, prefix: string, log: FastifyBaseLogger): Promise<MessageBus> {
  const channel = `${prefix}bus`
  const router = new TopicRouter((err) => log.warn({ err }, 'bus handler failed'))
  const subscriber = redis.duplicate({ connectionName: 'bus-listener', enableOfflineQueue: true })
  subscriber.on('error', (err: Error) => log.warn({ err: err.message }, 'bus listener connection problem'))
  subscriber.on('message', (ch: string, raw: string) => {
    if (ch === channel) router.deliver(raw)
  })
  await subscriber.subscribe(channel)
  return {
    kind: 'redis',
    async publish(topic, message) {
      await redis.publish(channel, encode(topic, message))
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    async check() {
      if (subscriber.status !== 'ready') throw new Error(`bus listener ${subscriber.status}`)
      await redis.ping()
    },
    async close() {
      subscriber.disconnect()
    },
  }
}
