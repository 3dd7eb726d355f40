import type { EventKind, PlanEvent } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { toPlanEvent, type ShownRow } from '../event-row'
import { expandSeries, parseExdates } from '../time/recurrence'
import { byChunks, overridesNear, rowsInWindow, seriesById, seriesInWindow } from './window-rows.repository'

export interface WindowFilter {
  /** Only occurrences of this kind (the exam list): filtered in SQL, and once more after expanding. */
  kind?: EventKind
}

/**
 * Every occurrence of the student's plan overlapping [from, to): single events, series expanded
 * in their own zone from the window on, and occurrences edited on their own in place of the ones
 * they replace. Reads only rows that reach the window (window-rows.repository.ts).
 */
export async function queryOccurrences(db: DB, userId: string, from: string, to: string, filter: WindowFilter = {}): Promise<PlanEvent[]> {
  const own = await rowsInWindow(db, userId, from, to, filter.kind).execute()
  const series = await seriesInWindow(db, userId, from, to, filter.kind).execute()
  const singles = own.filter((r) => r.parent_id === null)
  const moved = own.filter((r) => r.parent_id !== null)
  // An occurrence moved into the window from a series that does not reach it (or of another kind).
  const loaded = new Set(series.map((s) => s.id))
  const missing = [...new Set(moved.map((o) => o.parent_id!))].filter((id) => !loaded.has(id))
  if (missing.length > 0) series.push(...(await byChunks(missing, (ids) => seriesById(db, userId, ids).execute())))
  const hiding = await byChunks(
    series.map((s) => s.id),
    (ids) => overridesNear(db, userId, ids, from, to).execute(),
  )
  const overrides = [...new Map([...moved, ...hiding].map((o) => [o.id, o])).values()]
  const out = combine(singles, series, overrides, from, to)
  return filter.kind ? out.filter((e) => e.kind === filter.kind) : out
}

/** How a series becomes occurrences in a window (tests pass a slower one that walks from the first date). */
export type Expand = typeof expandSeries

export function combine(singles: ShownRow[], series: ShownRow[], overrides: ShownRow[], from: string, to: string, expand: Expand = expandSeries): PlanEvent[] {
  const out: PlanEvent[] = singles.map((row) => toPlanEvent(row))
  const bySeries = new Map(series.map((s) => [s.id, s]))
  const replaced = new Set(overrides.map((o) => `${o.parent_id}|${Date.parse(o.recurrence_id ?? '')}`))
  for (const s of series) {
    for (const occ of expand({ ...s, rrule: s.rrule! }, from, to)) {
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
