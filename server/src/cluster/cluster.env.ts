import { Type } from '@sinclair/typebox'

/** The shared components several server instances need (README: "Running more than one server"). */
export const clusterEnv = {
  /** redis://[:password@]host:port[/db] (rediss:// for TLS): rate limits, and live replies when LIVE_FANOUT says so. Empty: no Redis. */
  REDIS_URL: Type.String({ default: '', pattern: '^$|^rediss?://' }),
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: Type.String({ default: 'mt:', pattern: '^[A-Za-z0-9:_-]{0,40}$' }),
  /**
   * How a reply written on one instance reaches students following it on another: `auto` uses
   * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY, else (SQLite, one
   * instance) memory.
   */
  LIVE_FANOUT: Type.Union([Type.Literal('auto'), Type.Literal('redis'), Type.Literal('postgres'), Type.Literal('memory')], { default: 'auto' }),
}

export type LiveFanout = 'redis' | 'postgres' | 'memory'

/** The fan-out `auto` stands for, and what a choice lacks (a problem for config). */
export function resolveFanout(c: { LIVE_FANOUT: string; REDIS_URL: string; DATABASE_URL: string }): { fanout: LiveFanout; problem?: string } {
  const postgres = /^postgres(ql)?:/.test(c.DATABASE_URL)
  if (c.LIVE_FANOUT === 'redis') return { fanout: 'redis', ...(c.REDIS_URL ? {} : { problem: 'LIVE_FANOUT: redis needs REDIS_URL' }) }
  if (c.LIVE_FANOUT === 'postgres') return { fanout: 'postgres', ...(postgres ? {} : { problem: 'LIVE_FANOUT: postgres needs a postgres:// DATABASE_URL' }) }
  if (c.LIVE_FANOUT === 'memory') return { fanout: 'memory' }
  return { fanout: c.REDIS_URL ? 'redis' : postgres ? 'postgres' : 'memory' }
}
