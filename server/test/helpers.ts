import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { buildApp, loggerFor } from '../src/app'
import { testConfig, type Config } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { createSession } from '../src/modules/session/session.repository'
import { insertUser, type UserRow } from '../src/modules/user/user.repository'
import type { App } from '../src/types'

/**
 * The database every server test runs on: SQLite in memory by default; PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/with-postgres.sh), each test app in its own schema.
 */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'

export interface TestContext {
  app: App
  config: Config
  close(): Promise<void>
}

export async function openTestDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { url: 'sqlite::memory:', cleanup: async () => {} }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    cleanup: async () => {
      const c = new Client({ connectionString: base })
      await c.connect()
      await c.query(`DROP SCHEMA ${schema} CASCADE`)
      await c.end()
    },
  }
}

/**
 * A fresh server on a fresh, migrated database. Call `close()` in afterAll/afterEach.
 * With `log`, the server logs at info level into that array (one JSON line per entry).
 */
export async function createTestApp(overrides: Partial<Record<keyof Config, string>> = {}, options: { log?: string[] } = {}): Promise<TestContext> {
  const { url, cleanup } = await openTestDatabase()
  // Uploads go to a folder of this app's own, never into the working tree's data/.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-data-'))
  const log = options.log
  const config = testConfig({ DATABASE_URL: url, PG_POOL_MAX: '4', DATA_DIR: dataDir, ...(log && { LOG_LEVEL: 'info' }), ...overrides })
  const database: DatabaseHandle = openDatabase(config)
  const logger = log ? loggerFor(config, { write: (line) => void log.push(line) }) : false
  const app = await buildApp({ config, database, logger })
  await app.ready()
  return {
    app,
    config,
    close: async () => {
      await app.close()
      await database.close()
      await cleanup()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface TestUser {
  user: UserRow
  token: string
  headers: Record<string, string>
}

/** Creates an account (activated unless `status` says otherwise) and signs it in directly. */
export async function createUserWithSession(
  app: App,
  options: { status?: 1 | 2 | 3; platform?: 'h5' | 'weapp'; phone?: string; lang?: string } = {},
): Promise<TestUser> {
  let user = await insertUser(app.db, {
    phone: options.phone ?? `+86138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    inviteMaxQuota: app.config.INVITE_MAX_QUOTA,
  })
  const status = options.status ?? 1
  if (status !== 3) {
    await app.db
      .updateTable('users')
      .set({ account_status: status, left_question_num: app.config.FREE_QUESTIONS })
      .where('id', '=', user.id)
      .execute()
    user = { ...user, account_status: status, left_question_num: app.config.FREE_QUESTIONS }
  }
  const platform = options.platform ?? 'h5'
  const { token } = await createSession(app.db, { userId: user.id, platform, ttlDays: 30 })
  return {
    user,
    token,
    headers: { authorization: `Bearer ${token}`, platform, 'accept-language': options.lang ?? 'en' },
  }
}
