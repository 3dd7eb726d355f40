import { sql } from 'kysely'
import type { EventKind } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { MAX_EVENT_MS, SHOWN_COLUMNS, type ShownRow } from '../event-row'

/**
 * The rows a window of the plan is made of, each read through an index bounded on both sides by
 * the window (test/study-plan/query-plans.test.ts holds them to it), so a read costs what the
 * window holds, not the student's whole history.
 */

const DAY_MS = 86_400_000
/** Ids per IN list (well under both dialects' limits on bound values). */
const CHUNK = 500

const shift = (instant: string, ms: number) => new Date(Date.parse(instant) + ms).toISOString()

/**
 * Single events and edited occurrences whose own times overlap [from, to). No event lasts longer
 * than MAX_EVENT_MS, which gives the start a lower bound; the index study_events_user_span holds
 * the end too, so the month of history that bound lets in is tested on index entries and only the
 * rows reaching the window are fetched.
 */
export function rowsInWindow(db: DB, userId: string, from: string, to: string, kind?: EventKind) {
  let query = db
    .selectFrom('study_events')
    .select(SHOWN_COLUMNS)
    .where('user_id', '=', userId)
    .where('start_at', '>', shift(from, -MAX_EVENT_MS))
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .where('rrule', 'is', null)
    .where('deleted_at', 'is', null)
  if (kind) query = query.where('kind', '=', kind)
  return query
}

/**
 * Live series that began before `to` and do not end before `from`: one range on the partial index
 * study_events_series_end. A row with a rule is always a series (an edited occurrence never has
 * one): saying parent_id IS NULL here would let SQLite's statistics, which see NULL as one value
 * among thousands, prefer the parent index and read every row of the student.
 */
export function seriesInWindow(db: DB, userId: string, from: string, to: string, kind?: EventKind) {
  let query = db
    .selectFrom('study_events')
    .select(SHOWN_COLUMNS)
    .where('user_id', '=', userId)
    .where('series_end_at', '>', from)
    .where('rrule', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('start_at', '<', to)
  if (kind) query = query.where('kind', '=', kind)
  return query
}

/**
 * Edited occurrences of these series whose original time is near the window (they hide the
 * occurrence they replace): up to a longest event before it, a day after (zones).
 */
export function overridesNear(db: DB, userId: string, seriesIds: string[], from: string, to: string) {
  return db
    .selectFrom('study_events')
    .select(SHOWN_COLUMNS)
    .where('user_id', '=', userId)
    .where('parent_id', 'in', seriesIds)
    .where('recurrence_id', '>=', shift(from, -MAX_EVENT_MS - DAY_MS))
    .where('recurrence_id', '<', shift(to, 2 * DAY_MS))
    .where('deleted_at', 'is', null)
}

/** Live series by id (those of edited occurrences moved into a window their series does not reach). */
export function seriesById(db: DB, userId: string, ids: string[]) {
  return db.selectFrom('study_events').select(SHOWN_COLUMNS).where('id', 'in', ids).where('user_id', '=', userId).where('rrule', 'is not', null).where('deleted_at', 'is', null)
}

/** Runs `query` over `ids` a chunk at a time. */
export async function byChunks(ids: string[], query: (chunk: string[]) => Promise<ShownRow[]>): Promise<ShownRow[]> {
  const out: ShownRow[] = []
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await query(ids.slice(i, i + CHUNK))))
  return out
}

/** Live events the assistant changed and the student has not opened (the partial index study_events_unread). */
export function unreadCountQuery(db: DB, userId: string) {
  return db
    .selectFrom('study_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('unread', '=', sql.lit(1))
    .where('deleted_at', 'is', null)
}
