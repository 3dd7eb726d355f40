import { Migrator, sql, type Migration } from 'kysely'
import type { DatabaseHandle } from '../src/db/database'
import { migrations } from '../src/db/migrations'
import { TEST_DIALECT } from './helpers'

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
