import { sql } from 'kysely'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { Health } from '@contract/health'
import { APP_VERSION } from '@contract/app-version'
import { ok } from '../../lib/envelope'
import type { App } from '../../types'

/** For load balancers and `npm start`'s readiness wait: answers only when the database does. */
export default async function healthRoutes(app: App) {
  app.get(PATHS.health, { config: { auth: 'public' }, schema: { response: { 200: Envelope(Health) } } }, async () => {
    await sql`select 1`.execute(app.db)
    return ok({
      status: 'ok' as const,
      version: APP_VERSION,
      database: app.dialect,
      uptime_s: Math.round(process.uptime()),
    })
  })
}
