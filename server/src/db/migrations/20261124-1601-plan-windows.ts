import { sql, type Kysely } from 'kysely'
import { NEVER_ENDS, seriesEnd } from '../../modules/study-plan/time/recurrence'

// Frozen once landed. Plan reads bounded by the window asked for (issue 16):
//  - series_end_at: an instant no occurrence of a series ends after (NEVER_ENDS when it never
//    ends; null for rows that are not series), so a read loads only the series that reach its
//    window; backfilled here with the same function the server writes it with;
//  - an index for those series, one for the unread count, one for the streak's done events
//    (all partial: live rows only);
//  - invitations_inviter_accepted duplicated invitations_inviter (same columns, same order).

/** The columns seriesEnd reads, of every series row (deleted ones too: undo may bring them back). */
interface SeriesRow {
  id: string
  start_at: string
  end_at: string
  time_zone: string
  rrule: string
  exdates: string
}

const PAGE = 500

type BackfillDb = Kysely<{ study_events: SeriesRow & { parent_id: string | null; series_end_at: string | null } }>

async function backfill(db: BackfillDb) {
  let after = ''
  for (;;) {
    const rows = await db
      .selectFrom('study_events')
      .select(['id', 'start_at', 'end_at', 'time_zone', 'rrule', 'exdates'])
      .where('rrule', 'is not', null)
      .where('parent_id', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    for (const row of rows) {
      let end = NEVER_ENDS
      try {
        end = seriesEnd(row)
      } catch {
        // A rule the server cannot read "never ends": always loaded, never wrongly hidden.
      }
      await db.updateTable('study_events').set({ series_end_at: end }).where('id', '=', row.id).execute()
    }
    if (rows.length < PAGE) return
    after = rows[rows.length - 1].id
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('study_events').addColumn('series_end_at', 'text').execute()
  await backfill(db as unknown as BackfillDb)
  await db.schema
    .createIndex('study_events_series_end')
    .on('study_events')
    .columns(['user_id', 'series_end_at'])
    .where(sql.ref('rrule'), 'is not', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('study_events_unread')
    .on('study_events')
    .column('user_id')
    .where(sql.ref('unread'), '=', sql.lit(1))
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('study_events_done')
    .on('study_events')
    .columns(['user_id', 'start_at'])
    .where(sql.ref('status'), '=', sql.lit('done'))
    .where(sql.ref('rrule'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema.dropIndex('invitations_inviter_accepted').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('invitations_inviter_accepted').on('invitations').columns(['inviter_id', 'accepted_at']).execute()
  await db.schema.dropIndex('study_events_done').execute()
  await db.schema.dropIndex('study_events_unread').execute()
  await db.schema.dropIndex('study_events_series_end').execute()
  await db.schema.alterTable('study_events').dropColumn('series_end_at').execute()
}
