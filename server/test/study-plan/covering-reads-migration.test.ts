import { sql } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { migrations } from '../../src/db/migrations'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * The plan reads' covering indexes (issue 16) replace the two they extend on a database from
 * before them, and going back down restores those two exactly (the plan query test checks the
 * reads use the new ones).
 */

const MIGRATION = '20261125-1611-covering-plan-reads'

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  /** The study_events indexes this migration touches, by name. */
  async function planIndexes(): Promise<string[]> {
    const names =
      TEST_DIALECT === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'study_events'`.execute(db.handle.db)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'study_events' and schemaname = current_schema()`.execute(db.handle.db)).rows.map((r) => r.name)
    return names.filter((n) => /^study_events_(user_start|user_span|done_days?)$/.test(n)).sort()
  }

  it('replaces the start and tick-day indexes by their covering versions, and back', async () => {
    expect(await planIndexes()).toEqual(['study_events_done_day', 'study_events_user_start'])
    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)
    expect(await planIndexes()).toEqual(['study_events_done_days', 'study_events_user_span'])
    await migrations[MIGRATION].down!(db.handle.db)
    expect(await planIndexes()).toEqual(['study_events_done_day', 'study_events_user_start'])
    await migrations[MIGRATION].up(db.handle.db)
    expect(await planIndexes()).toEqual(['study_events_done_days', 'study_events_user_span'])
  })
})
