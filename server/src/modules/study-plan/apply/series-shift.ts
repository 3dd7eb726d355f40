import { AppError } from '../../../errors'
import type { EventRow } from '../event-row'
import { parseExdates } from '../time/recurrence'
import { shiftByDay, shiftUntil } from '../time/rrule-check'
import { fromWall, toWall } from '../../../lib/time'

const DAY_MS = 86_400_000
const midnight = (wall: Date) => Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())

/**
 * "Move every occurrence": the occurrence the student edited moves to its new day and time, and
 * the series follows by the same number of days (its weekdays too) at the new time of day.
 * Removed occurrences and edited ones move along, so they keep pointing at the right occurrence.
 */
export interface SeriesShift {
  days: number
  start_at: string
  end_at: string
  /** Where an original occurrence start moves to. */
  move(instant: string): string
  durationMs: number
}

export function seriesShift(series: EventRow, reference: string, newStart: string, newEnd: string): SeriesShift {
  const zone = series.time_zone
  const refWall = toWall(reference, zone)
  const newWall = toWall(newStart, zone)
  const days = Math.round((midnight(newWall) - midnight(refWall)) / DAY_MS)
  const timeOfDay = newWall.getTime() - midnight(newWall)
  const durationMs = toWall(newEnd, zone).getTime() - newWall.getTime()
  if (days !== 0 && series.rrule && /BYMONTHDAY|BYMONTH|\d(?:MO|TU|WE|TH|FR|SA|SU)/.test(series.rrule)) {
    // "The 15th of each month" cannot be moved by days without rewriting what the rule means.
    throw new AppError('VALIDATION', { field: 'start_at' })
  }
  const move = (instant: string) => fromWall(new Date(midnight(toWall(instant, zone)) + days * DAY_MS + timeOfDay), zone)
  const start = move(series.start_at)
  return { days, start_at: start, end_at: fromWall(new Date(toWall(start, zone).getTime() + durationMs), zone), move, durationMs }
}

export const shiftedRule = (rule: string, shift: SeriesShift) => shiftUntil(shiftByDay(rule, shift.days), shift.days * DAY_MS)

export const shiftedExdates = (series: EventRow, shift: SeriesShift): string =>
  JSON.stringify([...parseExdates(series.exdates)].map((t) => shift.move(new Date(t).toISOString())))

/** An edited occurrence after its series moved: its original start moves; its times too unless it was moved itself. */
export function shiftedOverride(o: EventRow, shift: SeriesShift, zone: string): Partial<EventRow> {
  const recurrence = shift.move(o.recurrence_id!)
  if (Date.parse(o.start_at) !== Date.parse(o.recurrence_id!)) return { recurrence_id: recurrence }
  return { recurrence_id: recurrence, start_at: recurrence, end_at: fromWall(new Date(toWall(recurrence, zone).getTime() + shift.durationMs), zone) }
}
