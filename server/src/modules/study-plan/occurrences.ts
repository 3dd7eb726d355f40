import type { PlanEvent } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { toPlanEvent, type EventRow } from './event-row'
import { expandSeries, parseExdates } from './recurrence'

const DAY_MS = 86_400_000

/**
 * Every occurrence of the student's plan overlapping [from, to): single events, series expanded
 * in their own zone, and occurrences edited on their own in place of the ones they replace.
 */
export async function queryOccurrences(db: DB, userId: string, from: string, to: string): Promise<PlanEvent[]> {
  const singles = await db
    .selectFrom('study_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('rrule', 'is', null)
    .where('parent_id', 'is', null)
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .execute()
  const series = await db
    .selectFrom('study_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('rrule', 'is not', null)
    .where('parent_id', 'is', null)
    .where('start_at', '<', to)
    .execute()
  const overrides = series.length === 0 ? [] : await overridesNear(db, userId, from, to)
  return combine(singles, series, overrides, from, to)
}

/** Edited occurrences shown in the range, and those whose original time is in it (which they hide). */
async function overridesNear(db: DB, userId: string, from: string, to: string): Promise<EventRow[]> {
  const padFrom = new Date(Date.parse(from) - 32 * DAY_MS).toISOString()
  const padTo = new Date(Date.parse(to) + 2 * DAY_MS).toISOString()
  return db
    .selectFrom('study_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('parent_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('start_at', '<', to), eb('end_at', '>', from)]),
        eb.and([eb('recurrence_id', '>=', padFrom), eb('recurrence_id', '<', padTo)]),
      ]),
    )
    .execute()
}

export function combine(singles: EventRow[], series: EventRow[], overrides: EventRow[], from: string, to: string): PlanEvent[] {
  const out: PlanEvent[] = singles.map((row) => toPlanEvent(row))
  const bySeries = new Map(series.map((s) => [s.id, s]))
  const replaced = new Set(overrides.map((o) => `${o.parent_id}|${Date.parse(o.recurrence_id ?? '')}`))
  for (const s of series) {
    for (const occ of expandSeries({ ...s, rrule: s.rrule! }, from, to)) {
      if (replaced.has(`${s.id}|${Date.parse(occ.start)}`)) continue
      out.push(toPlanEvent(s, { series: s, start: occ.start, end: occ.end, occurrence: occ.start }))
    }
  }
  for (const o of overrides) {
    const parent = bySeries.get(o.parent_id!)
    if (!parent || o.start_at >= to || o.end_at <= from) continue
    if (parseExdates(parent.exdates).has(Date.parse(o.recurrence_id!))) continue
    out.push(toPlanEvent(o, { series: parent, start: o.start_at, end: o.end_at, occurrence: o.recurrence_id! }))
  }
  return out.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.title.localeCompare(b.title))
}

export async function findEventRow(db: DB, userId: string, id: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('study_events')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function findOverride(db: DB, userId: string, seriesId: string, occurrence: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('study_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('parent_id', '=', seriesId)
    .where('recurrence_id', '=', new Date(occurrence).toISOString())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}
