import type { OperationScope } from '@contract/study-plan'
import { AppError } from '../../../errors'
import { iso, type EventRow } from '../event-row'
import type { PlanTx } from '../store/plan-tx'
import { occurrenceAt } from '../time/recurrence'

/** What a change addresses: a single event, a whole series, or one occurrence of a series. */
export interface Target {
  /** The owner row: the single event or the series. */
  row: EventRow
  /** Original start of the addressed occurrence; null for a single event or a whole series. */
  occurrence: string | null
  /** The occurrence's own row when it was edited before. */
  override: EventRow | null
  /** The addressed occurrence's times as they are now (the series' first times for a whole series). */
  start: string
  end: string
}

export const seriesTimes = (row: EventRow) => ({ ...row, rrule: row.rrule ?? '' })

/**
 * Finds the target among the session student's own rows only: an id of anyone else's event is
 * "not found", exactly like an id that never existed (the model or a client never learns more).
 */
export async function resolveTarget(tx: PlanTx, eventId: string, occurrenceStart: string | null | undefined, scope: OperationScope): Promise<Target> {
  let row = await tx.find(eventId)
  if (!row) throw new AppError('EVENT_NOT_FOUND')
  let occurrence = occurrenceStart ? iso(occurrenceStart) : null
  if (row.parent_id) {
    // Addressed by an edited occurrence's own id: the same as its series plus its original start.
    occurrence = row.recurrence_id
    row = await tx.find(row.parent_id)
    if (!row) throw new AppError('EVENT_NOT_FOUND')
  }
  if (!row.rrule) return { row, occurrence: null, override: null, start: row.start_at, end: row.end_at }
  if (!occurrence) {
    // One occurrence, or a split point, must say which occurrence.
    if (scope !== 'series') throw new AppError('VALIDATION', { field: 'occurrence_start' })
    return { row, occurrence: null, override: null, start: row.start_at, end: row.end_at }
  }
  const override = (await tx.findOverride(row.id, occurrence)) ?? null
  if (override) return { row, occurrence, override, start: override.start_at, end: override.end_at }
  const found = occurrenceAt(seriesTimes(row), occurrence)
  if (!found) throw new AppError('EVENT_NOT_FOUND')
  return { row, occurrence, override: null, start: found.start, end: found.end }
}
