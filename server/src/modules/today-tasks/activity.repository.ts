import type { Insertable } from 'kysely'
import type { DB } from '../../db/database'
import type { FocusSessionsTable } from './today-tasks.tables'

/** Focused minutes per local day in [fromDay, toDay] (YYYY-MM-DD, the day each session started). */
export async function focusMinutesByDay(db: DB, userId: string, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('focus_sessions')
    .select(['local_date', (eb) => eb.fn.sum<string | number>('minutes').as('minutes')])
    .where('user_id', '=', userId)
    .where('local_date', '>=', fromDay)
    .where('local_date', '<=', toDay)
    .groupBy('local_date')
    .execute()
  return new Map(rows.map((r) => [r.local_date, Number(r.minutes ?? 0)]))
}

/** Re-test answers given on local days [fromDay, toDay], oldest first. */
export function retestsBetween(db: DB, userId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom('mistake_retests')
    .select(['mistake_id', 'result', 'created_at'])
    .where('user_id', '=', userId)
    .where('local_date', '>=', fromDay)
    .where('local_date', '<=', toDay)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** The days since `sinceDay` with a focus session or a re-test answered (their own stored days). */
export function activeDaysSince(db: DB, table: 'focus_sessions' | 'mistake_retests', userId: string, sinceDay: string) {
  return db.selectFrom(table).select('local_date').distinct().where('user_id', '=', userId).where('local_date', '>=', sinceDay)
}

/** Records a focus session; a retry with the same client_id records nothing new. */
export async function recordFocusSession(db: DB, row: Insertable<FocusSessionsTable>): Promise<void> {
  await db
    .insertInto('focus_sessions')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
    .execute()
}

/** The student's focus sessions on one local day (YYYY-MM-DD). */
export async function focusOnDay(db: DB, userId: string, day: string) {
  return db.selectFrom('focus_sessions').select(['event_id', 'occurrence_start', 'minutes']).where('user_id', '=', userId).where('local_date', '=', day).execute()
}

/** Ids of the mistakes re-tested on one local day. */
export async function retestedOnDay(db: DB, userId: string, day: string): Promise<string[]> {
  const rows = await db.selectFrom('mistake_retests').select('mistake_id').distinct().where('user_id', '=', userId).where('local_date', '=', day).execute()
  return rows.map((r) => r.mistake_id)
}
