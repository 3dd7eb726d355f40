import { sql, type Kysely } from 'kysely'

// Frozen once landed. Two plan reads that still fetched a table row per index entry (issue 16),
// so their cost followed the student's history in the span they search rather than what they
// return:
//  - a window's single events: the start is bounded below by the longest an event may last (31
//    days), so a day's read went through every event of the month before it; with the end in the
//    index, the "still running at the window's start" test is made on the index entry and only
//    the rows that reach the window are fetched. Replaces study_events_user_start (same leading
//    columns: every read that used it uses this one);
//  - the streak's ticked days: the partial index on (user_id, done_day) did not cover its query
//    (SQLite fetched each row to test deleted_at, the partial index's own condition), so a year
//    of a diligent student's ticks meant ~1 300 row fetches for ~370 days; deleted_at in the
//    index makes it an index-only read.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('study_events_user_span').on('study_events').columns(['user_id', 'start_at', 'end_at']).execute()
  await db.schema.dropIndex('study_events_user_start').execute()
  await db.schema
    .createIndex('study_events_done_days')
    .on('study_events')
    .columns(['user_id', 'done_day', 'deleted_at'])
    .where(sql.ref('done_day'), 'is not', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('study_events_done_day').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('study_events_done_day')
    .on('study_events')
    .columns(['user_id', 'done_day'])
    .where(sql.ref('done_day'), 'is not', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('study_events_done_days').execute()
  await db.schema.createIndex('study_events_user_start').on('study_events').columns(['user_id', 'start_at']).execute()
  await db.schema.dropIndex('study_events_user_span').execute()
}
