import Redis from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'

const CONNECT_TIMEOUT_MS = 10_000

/**
 * A Redis client that fails fast while disconnected (no offline queue): a request is never held
 * waiting for Redis; the rate limit lets it through instead, and readiness reports the outage.
 * It reconnects by itself. Resolves once connected, or rejects after 10 s.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, name: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(100 * 2 ** times, 5000),
    lazyConnect: true,
  })
  let lastError = ''
  redis.on('error', (err: Error) => {
    // One line per kind of failure, not one per reconnect attempt.
    if (err.message !== lastError) log.warn({ err: err.message }, 'redis connection problem')
    lastError = err.message
  })
  redis.on('ready', () => {
    if (lastError) log.info('redis connection back')
    lastError = ''
  })
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`redis not reachable at ${redact(url)}`)), CONNECT_TIMEOUT_MS))),
    ])
  } catch (err) {
    redis.disconnect()
    throw err
  } finally {
    clearTimeout(timer)
  }
  return redis
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@')
}
