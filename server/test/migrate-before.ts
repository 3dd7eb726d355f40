import { Migrator, sql, type Migration } from 'kysely'
import { testConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { migrations } from '../src/db/migrations'
import { openTestDatabase, TEST_DIALECT } from './helpers'

/** Runs only the migrations named before `migration`, as a database from before it had. */
export async function migrateBefore(handle: DatabaseHandle, migration: string) {
  const schema = TEST_DIALECT === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0].s : undefined
  const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration))
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(earlier) },
    ...(schema && { migrationTableSchema: schema }),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
}

/**
 * A fresh test database migrated up to just before `migration`, opened for the suite that calls
 * this (beforeAll) and closed after it. Read `handle` inside tests and hooks: it is set when the
 * suite starts.
 */
export function useDatabaseBefore(migration: string): { handle: DatabaseHandle } {
  const h = {} as { handle: DatabaseHandle }
  let cleanup: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const test = await openTestDatabase()
    cleanup = test.cleanup
    h.handle = openDatabase(testConfig({ DATABASE_URL: test.url, PG_POOL_MAX: '2' }))
    await migrateBefore(h.handle, migration)
  })
  afterAll(async () => {
    await h.handle?.close()
    await cleanup?.()
  })
  return h
}
