import type { Updateable } from 'kysely'
import type { DB, Executor } from '../../../db/database'
import type { EventRow } from '../event-row'
import type { StudyEventsTable } from '../study-plan.tables'
import { compiledOnce } from '../../../db/compiled-once'

/**
 * Reads and writes of study_events one row or one student at a time. The plan's windows are read
 * by window-rows.repository.ts; every change a student makes goes through PlanTx (plan-tx.ts),
 * which calls the writes here and records them for undo.
 */

export async function findEventRow(db: Executor, userId: string, id: string): Promise<EventRow | undefined> {
  return db.selectFrom('study_events').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
}

/** The live edited occurrence of a series that replaces the one starting (originally) at `occurrence`. */
export async function findOverride(db: Executor, userId: string, seriesId: string, occurrence: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('study_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('parent_id', '=', seriesId)
    .where('recurrence_id', '=', new Date(occurrence).toISOString())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Every live edited occurrence of a series (the index study_events_user_parent). */
export function overridesOfQuery(db: Executor, userId: string, seriesId: string) {
  return db.selectFrom('study_events').selectAll().where('user_id', '=', userId).where('parent_id', '=', seriesId).where('deleted_at', 'is', null)
}

export async function overridesOf(db: Executor, userId: string, seriesId: string): Promise<EventRow[]> {
  return overridesOfQuery(db, userId, seriesId).execute()
}

/** Every live row of the student's plan, earliest first (the calendar export). */
export async function liveEventRows(db: Executor, userId: string): Promise<EventRow[]> {
  return db.selectFrom('study_events').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('start_at').execute()
}

/** Ids of the live events (not edited occurrences) a weekly base plan added. */
export async function presetEventIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('study_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('source', '=', 'preset')
    .where('parent_id', 'is', null)
    .where('deleted_at', 'is', null)
    .execute()
  return rows.map((r) => r.id)
}

/** Every column of study_events, in the order the compiled insert binds them. */
const EVENT_COLUMNS = [
  'id', 'user_id', 'title', 'course_id', 'start_at', 'end_at', 'all_day', 'time_zone', 'rrule', 'exdates', 'series_end_at', 'parent_id',
  'recurrence_id', 'reminder_min', 'location', 'note', 'kind', 'status', 'done_at', 'done_day', 'source', 'unread', 'created_at', 'updated_at', 'deleted_at',
] as const satisfies readonly (keyof EventRow)[]
type EventValues = { [K in (typeof EVENT_COLUMNS)[number]]: EventRow[K] }
// Fails to compile when the list misses a column (a new column must be added to it).
const missing: Exclude<keyof EventRow, (typeof EVENT_COLUMNS)[number]> extends never ? true : never = true
void missing

// Every plan change inserts rows: built and compiled once (db/compiled-once.ts).
const insertWhole = compiledOnce((db: DB, ...values: unknown[]) =>
  db.insertInto('study_events').values(Object.fromEntries(EVENT_COLUMNS.map((c, i) => [c, values[i]])) as EventValues),
)

export async function insertEventRow(db: Executor, row: EventRow): Promise<void> {
  const values: unknown[] = EVENT_COLUMNS.map((c) => row[c])
  // A row missing a column (undo of a snapshot from before it existed) leaves it to its default.
  if (values.includes(undefined)) await db.insertInto('study_events').values(row).execute()
  else await insertWhole(db, ...values)
}

/** Sets `fields` on the student's row `id`; the number of rows changed (0: no such row). */
export async function updateEventRow(db: Executor, userId: string, id: string, fields: Updateable<StudyEventsTable>): Promise<number> {
  const updated = await db.updateTable('study_events').set(fields).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(updated.numUpdatedRows)
}

/**
 * The days since `sinceDay` on which the student ticked a task off on its own day (done_day,
 * stored with the event on every write): read from the partial index study_events_done_days alone
 * (it holds deleted_at, so SQLite fetches no row), one entry per task ticked off in the range, so
 * the cost is a year of ticks at most, whatever the student's history before it. The conditions
 * repeat the index's own (PostgreSQL uses a partial index only for a query that implies its condition).
 */
export function tickedDaysSince(db: DB, userId: string, sinceDay: string) {
  return db
    .selectFrom('study_events')
    .select('done_day')
    .distinct()
    .where('user_id', '=', userId)
    .where('done_day', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('done_day', '>=', sinceDay)
}

/**
 * Students with a live repeating event (or edited occurrence) that carries a reminder and starts
 * by `horizon`: their series must be expanded to find the occurrences due.
 */
export async function usersWithRepeatingReminders(db: DB, horizon: string): Promise<string[]> {
  const rows = await repeatingRemindersQuery(db, horizon).execute()
  return rows.map((r) => r.user_id)
}

/** The partial index study_events_reminders holds live rows with a reminder, by start: the conditions repeat its own. */
export function repeatingRemindersQuery(db: DB, horizon: string) {
  return db
    .selectFrom('study_events')
    .select('user_id')
    .distinct()
    .where('deleted_at', 'is', null)
    .where('reminder_min', 'is not', null)
    .where((eb) => eb.or([eb('rrule', 'is not', null), eb('parent_id', 'is not', null)]))
    .where('start_at', '<=', horizon)
}

/** Everybody's live single events with a reminder starting in (from, horizon]. */
export async function singleEventsWithReminders(db: DB, from: string, horizon: string): Promise<EventRow[]> {
  return singleRemindersQuery(db, from, horizon).execute()
}

/** By the partial index study_events_reminders, bounded on both sides by start. */
export function singleRemindersQuery(db: DB, from: string, horizon: string) {
  return db
    .selectFrom('study_events')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('reminder_min', 'is not', null)
    .where('rrule', 'is', null)
    .where('parent_id', 'is', null)
    .where('start_at', '>', from)
    .where('start_at', '<=', horizon)
}
