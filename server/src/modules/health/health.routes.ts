import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { Health, Liveness, Readiness } from '@contract/health'
import { APP_VERSION } from '@contract/app-version'
import { ERRORS } from '@contract/errors'
import { ok } from '../../lib/envelope'
import type { App } from '../../types'

// A dependency slower than this is as good as down for a load balancer deciding where to send a student.
const CHECK_TIMEOUT_MS = 2000

async function timed(kind: string, probe: () => Promise<unknown>) {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)))])
    return { ok: true, kind, ms: Math.round(performance.now() - started) }
  } catch (err) {
    return { ok: false, kind, ms: Math.round(performance.now() - started), error: String((err as Error)?.message ?? err).slice(0, 200) }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `/api/health/live`: the process answers (an orchestrator restarts it when not).
 * `/api/health/ready`: the database, the storage, Redis and the bus all answer (a load balancer
 * sends traffic only then), 503 with the failing check named otherwise.
 * `/api/health`: the original check (answers when the database does), kept for `npm start`'s wait.
 */
export default async function healthRoutes(app: App) {
  app.get(PATHS.health, { config: { auth: 'public' }, schema: { response: { 200: Envelope(Health) } } }, async () => {
    await app.dbPing()
    return ok({
      status: 'ok' as const,
      version: APP_VERSION,
      database: app.dialect,
      uptime_s: Math.round(process.uptime()),
    })
  })

  app.get(PATHS.healthLive, { config: { auth: 'public' }, schema: { response: { 200: Envelope(Liveness) } } }, async () =>
    ok({ status: 'ok' as const, version: APP_VERSION, uptime_s: Math.round(process.uptime()) }),
  )

  app.get(
    PATHS.healthReady,
    { config: { auth: 'public' }, schema: { response: { 200: Envelope(Readiness), 503: Envelope(Readiness) } } },
    async (_req, reply) => {
      const redis = app.redis
      const [database, storage, redisCheck, bus] = await Promise.all([
        timed(app.dialect, () => app.dbPing()),
        timed(app.storage.kind, () => app.storage.check()),
        redis ? timed('redis', () => redis.ping()) : null,
        timed(app.bus.kind, () => app.bus.check()),
      ])
      const checks = { database, storage, ...(redisCheck && { redis: redisCheck }), bus }
      const ready = Object.values(checks).every((c) => c.ok)
      const data = { status: ready ? ('ready' as const) : ('not_ready' as const), version: APP_VERSION, checks }
      reply.header('Cache-Control', 'no-store')
      if (ready) return ok(data)
      return reply.code(503).send({ code: ERRORS.UNAVAILABLE.code, msg: 'not ready', data })
    },
  )
}
