import { sql, type Kysely } from 'kysely'

// Frozen once landed. Every plan change writes its study_events row into each index of the table
// (issue 16, creating an event: 16.6 pages into SQLite's WAL per create). The reminder job asks
// for live events with a reminder starting in a window, yet every row was in its index: only
// those rows belong in it now, so an event without a reminder writes nothing there (one page
// less per create), and with the condition in the index the start is its first column, so the
// job's window bounds the search (before, reminder_min led and the start was no bound). Both of
// the job's queries repeat the conditions (PostgreSQL uses a partial index only for a query that
// implies its condition).
// The override index (user_id, parent_id, recurrence_id) was tried as a partial index too (only
// rows with a parent) and not kept: on PostgreSQL the small index made the planner test the
// series list on each entry instead of searching by it, so the read followed the history again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('study_events_reminders')
    .on('study_events')
    .columns(['start_at'])
    .where(sql.ref('reminder_min'), 'is not', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('study_events_reminder_start').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('study_events_reminder_start').on('study_events').columns(['reminder_min', 'start_at']).execute()
  await db.schema.dropIndex('study_events_reminders').execute()
}
