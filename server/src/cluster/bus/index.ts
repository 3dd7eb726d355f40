import type Redis from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '../../db/database'
import type { LiveFanout } from '../cluster.env'
import { memoryBus } from './memory-bus'
import { postgresBus } from './postgres-bus'
import { redisBus } from './redis-bus'
import type { MessageBus } from './types'

export type { MessageBus } from './types'

export async function createBus(
  kind: LiveFanout,
  deps: { databaseUrl: string; db: DB; redis: Redis | null; redisPrefix: string; log: FastifyBaseLogger },
): Promise<MessageBus> {
  if (kind === 'redis' && deps.redis) return redisBus(deps.redis, deps.redisPrefix, deps.log)
  if (kind === 'postgres') return postgresBus(deps.databaseUrl, deps.db, deps.log)
  return memoryBus(deps.log)
}
