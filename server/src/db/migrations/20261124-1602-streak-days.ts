import { sql, type Kysely } from 'kysely'

// Frozen once landed. The streak's ticked days stored (issue 16): done_day is the day, in the
// event's zone, a single event was ticked off on when that is its own day (null otherwise). The
// streak then reads at most one index entry per day of the year instead of every task done in
// it. Backfilled here with this file's own copy of the rule (the server's is doneDayOf); the
// index on done events' starts that the streak used before is dropped.

interface DoneRow {
  id: string
  start_at: string
  done_at: string
  time_zone: string
}

const PAGE = 500

type BackfillDb = Kysely<{ study_events: DoneRow & { rrule: string | null; status: string; done_day: string | null } }>

const formats = new Map<string, Intl.DateTimeFormat>()
/** YYYY-MM-DD of an instant in a zone (en-CA writes dates that way); UTC for a zone this Node does not know. */
function dayIn(instant: string, zone: string): string {
  let f = formats.get(zone)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    } catch {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    }
    formats.set(zone, f)
  }
  return f.format(new Date(instant))
}

async function backfill(db: BackfillDb) {
  let after = ''
  for (;;) {
    const rows = await db
      .selectFrom('study_events')
      .select(['id', 'start_at', 'done_at', 'time_zone'])
      .where('status', '=', 'done')
      .where('rrule', 'is', null)
      .where('done_at', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    for (const row of rows) {
      const day = dayIn(row.start_at, row.time_zone)
      if (dayIn(row.done_at, row.time_zone) === day) await db.updateTable('study_events').set({ done_day: day }).where('id', '=', row.id).execute()
    }
    if (rows.length < PAGE) return
    after = rows[rows.length - 1].id
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('study_events').addColumn('done_day', 'text').execute()
  await backfill(db as unknown as BackfillDb)
  await db.schema
    .createIndex('study_events_done_day')
    .on('study_events')
    .columns(['user_id', 'done_day'])
    .where(sql.ref('done_day'), 'is not', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('study_events_done').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('study_events_done')
    .on('study_events')
    .columns(['user_id', 'start_at'])
    .where(sql.ref('status'), '=', sql.lit('done'))
    .where(sql.ref('rrule'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('study_events_done_day').execute()
  await db.schema.alterTable('study_events').dropColumn('done_day').execute()
}
