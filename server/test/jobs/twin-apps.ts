import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../src/app'
import type { Config } from '../../src/config'
import { openDatabase } from '../../src/db/database'
import type { App } from '../../src/types'
import { createTestApp, TEST_DIALECT } from '../helpers'

/**
 * Two server instances on one database, as in a cluster: on PostgreSQL the same schema, on
 * SQLite the same file (one process, but two apps with their own schedulers and pools).
 */
export async function twinApps(overrides: Partial<Record<keyof Config, string>> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-apps-'))
  const ctx = await createTestApp({ ...overrides, ...(TEST_DIALECT === 'sqlite' && { DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}` }) })
  const database = openDatabase(ctx.config)
  const twin: App = await buildApp({ config: ctx.config, database, logger: false })
  await twin.ready()
  return {
    a: ctx.app,
    b: twin,
    config: ctx.config,
    close: async () => {
      await twin.close()
      await database.close()
      await ctx.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
