import fp from 'fastify-plugin'
import type Redis from 'ioredis'
import { createBus, type MessageBus } from '../cluster/bus'
import { resolveFanout } from '../cluster/cluster.env'
import type { App } from '../types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null: one instance keeps rate limits in memory. */
    redis: Redis | null
    /** Messages between instances (live replies, Stop): Redis, PostgreSQL or memory (LIVE_FANOUT). */
    bus: MessageBus
  }
}

/** Connects the components instances share; registered before anything that uses them. */
export default fp(async function cluster(app: App) {
  const { config } = app
  // ioredis is loaded only when configured (it costs every start and every test file otherwise).
  const redis = config.REDIS_URL
    ? await (await import('../cluster/redis')).connectRedis(config.REDIS_URL, app.log.child({ component: 'redis' }), 'app')
    : null
  app.decorate('redis', redis)
  const bus = await createBus(resolveFanout(config).fanout, {
    databaseUrl: config.DATABASE_URL,
    db: app.db,
    redis,
    redisPrefix: config.REDIS_KEY_PREFIX,
    log: app.log.child({ component: 'bus' }),
  })
  app.decorate('bus', bus)
  app.log.info({ redis: !!redis, fanout: bus.kind }, 'shared components ready')
  // Closed last (onClose hooks run in reverse): replies finishing during shutdown still publish.
  app.addHook('onClose', async () => {
    await bus.close()
    redis?.disconnect()
  })
})
