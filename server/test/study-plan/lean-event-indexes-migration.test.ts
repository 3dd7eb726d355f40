import { sql } from 'kysely'
import { migrateToLatest } from '../../src/db/migrator'
import { migrations } from '../../src/db/migrations'
import { TEST_DIALECT } from '../helpers'
import { useDatabaseBefore } from '../migrate-before'

/**
 * The reminder index (issue 16) becomes partial: a database from before gets the new one in
 * place of the old, and going back down restores the old exactly (the plan query
 * test checks the reads use the new ones).
 */

const MIGRATION = '20261125-1637-lean-event-indexes'

describe(`migration ${MIGRATION} (${TEST_DIALECT})`, () => {
  const db = useDatabaseBefore(MIGRATION)

  /** The study_events indexes this migration touches, by name. */
  async function touched(): Promise<string[]> {
    const names =
      TEST_DIALECT === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'study_events'`.execute(db.handle.db)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'study_events' and schemaname = current_schema()`.execute(db.handle.db)).rows.map((r) => r.name)
    return names.filter((n) => /^study_events_(reminder_start|reminders)$/.test(n)).sort()
  }

  it('replaces the reminder index by a partial one, and back', async () => {
    const before = ['study_events_reminder_start']
    const after = ['study_events_reminders']
    expect(await touched()).toEqual(before)
    expect(await migrateToLatest(db.handle.db, db.handle.dialect)).toContain(MIGRATION)
    expect(await touched()).toEqual(after)
    await migrations[MIGRATION].down!(db.handle.db)
    expect(await touched()).toEqual(before)
    await migrations[MIGRATION].up(db.handle.db)
    expect(await touched()).toEqual(after)
  })
})
