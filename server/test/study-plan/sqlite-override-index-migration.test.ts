import { sql } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { migrations } from '../../src/db/migrations'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * The override index holds only edited occurrences on SQLite (issue 16); PostgreSQL keeps the
 * full one. Going down restores the full index on SQLite (the plan query test checks the reads
 * still use it).
 */

const MIGRATION = '20261126-16cr02-sqlite-override-index'

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  /** The override index's definition, spaces and quotes left out. */
  async function definition(): Promise<string> {
    const rows =
      TEST_DIALECT === 'sqlite'
        ? (await sql<{ def: string }>`select sql as def from sqlite_master where type = 'index' and name = 'study_events_user_parent'`.execute(db.handle.db)).rows
        : (await sql<{ def: string }>`select indexdef as def from pg_indexes where indexname = 'study_events_user_parent' and schemaname = current_schema()`.execute(db.handle.db)).rows
    expect(rows).toHaveLength(1)
    return rows[0].def.replace(/["\s]/g, '').replace(/^.*?\(/, '(').toLowerCase()
  }

  it('makes the override index partial on SQLite only, and back', async () => {
    const full = '(user_id,parent_id,recurrence_id)'
    const after = TEST_DIALECT === 'sqlite' ? `${full}whereparent_idisnotnull` : full
    expect(await definition()).toEqual(full)
    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)
    expect(await definition()).toEqual(after)
    await migrations[MIGRATION].down!(db.handle.db)
    expect(await definition()).toEqual(full)
    await migrations[MIGRATION].up(db.handle.db)
    expect(await definition()).toEqual(after)
  })
})
