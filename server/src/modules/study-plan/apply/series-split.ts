import { newId } from '../../../db/ids'
import type { EventRow } from '../event-row'
import type { PlanTx } from '../store/plan-tx'
import { countBefore, parseExdates } from '../time/recurrence'
import { normalizeRrule } from '../time/rrule-check'
import { seriesTimes } from './target'

/**
 * "This and the following ones": a series is cut before one of its occurrences. The part before
 * stays the old series (its rule now ends there); the rest becomes a new series with what is left
 * of the rule, taking along the removed and edited occurrences from that point. A change to "this
 * and the following" is then a change to the whole new series.
 */

const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
const withoutEnd = (rule: string) =>
  rule
    .split(';')
    .filter((p) => !/^(?:COUNT|UNTIL)=/.test(p))
    .join(';')

/** The rule of the part before `split`: its COUNT is what came before, or it runs until just before. */
function ruleBefore(series: EventRow, split: string, before: number): string {
  const rule = series.rrule!
  if (/COUNT=/.test(rule)) return normalizeRrule(`${withoutEnd(rule)};COUNT=${before}`, series.time_zone)
  return normalizeRrule(`${withoutEnd(rule)};UNTIL=${utcStamp(Date.parse(split) - 1000)}`, series.time_zone)
}

/** The rule of the part from `split` on: a COUNT loses what came before, an UNTIL stays. */
function ruleFrom(series: EventRow, before: number): string {
  const rule = series.rrule!
  const count = /COUNT=(\d+)/.exec(rule)
  return count ? normalizeRrule(`${withoutEnd(rule)};COUNT=${Number(count[1]) - before}`, series.time_zone) : rule
}

function splitExdates(series: EventRow, split: string): { before: string; after: string } {
  const at = Date.parse(split)
  const all = [...parseExdates(series.exdates)].sort((a, b) => a - b)
  const json = (list: number[]) => JSON.stringify(list.map((t) => new Date(t).toISOString()))
  return { before: json(all.filter((t) => t < at)), after: json(all.filter((t) => t >= at)) }
}

async function editedFrom(tx: PlanTx, series: EventRow, split: string): Promise<EventRow[]> {
  const rows = await tx.overridesOf(series.id)
  return rows.filter((o) => Date.parse(o.recurrence_id!) >= Date.parse(split))
}

/** Cuts `series` before the occurrence starting (originally) at `split`; returns the new series. */
export async function splitSeries(tx: PlanTx, series: EventRow, split: string, durationMs: number, unread: number): Promise<EventRow> {
  const before = countBefore(seriesTimes(series), split)
  const exdates = splitExdates(series, split)
  const rest: EventRow = {
    ...series,
    id: newId('ev'),
    start_at: new Date(Date.parse(split)).toISOString(),
    end_at: new Date(Date.parse(split) + durationMs).toISOString(),
    rrule: ruleFrom(series, before),
    exdates: exdates.after,
    unread,
    created_at: tx.now,
    updated_at: tx.now,
  }
  await tx.insert(rest)
  for (const o of await editedFrom(tx, series, split)) await tx.update(o, { parent_id: rest.id })
  await tx.update(series, { rrule: ruleBefore(series, split, before), exdates: exdates.before })
  return rest
}

/** Deletes the occurrence starting (originally) at `split` and every one after it. */
export async function endSeriesBefore(tx: PlanTx, series: EventRow, split: string): Promise<void> {
  const before = countBefore(seriesTimes(series), split)
  for (const o of await editedFrom(tx, series, split)) await tx.update(o, { deleted_at: tx.now })
  await tx.update(series, { rrule: ruleBefore(series, split, before), exdates: splitExdates(series, split).before })
}
