import type { PlanEvent } from '@contract/study-plan'
import { DAY_MS, localDate } from '../../../lib/time'

/**
 * Which local day an event is on, for a student reading the plan in `zone`.
 *
 * An all-day event is a date, not a stretch of time: "sports day, 30 Nov" made in Beijing is on
 * 30 Nov for a student whose phone now says Paris too, though its stored midnight-to-midnight
 * (Beijing) covers the evening of the 29th in Paris. So an all-day event is on its own dates, read
 * in its own zone; a timed event is on every day of the reader it overlaps.
 */

/** The all-day event's first date and the date after its last, in its own zone (YYYY-MM-DD). */
export function allDayDates(event: Pick<PlanEvent, 'start_at' | 'end_at' | 'time_zone'>): { first: string; after: string } {
  return { first: localDate(event.start_at, event.time_zone), after: localDate(event.end_at, event.time_zone) }
}

/** The date an event starts on for the reader: an all-day one's own first date, else the reader's. */
export const startDate = (event: Pick<PlanEvent, 'start_at' | 'end_at' | 'time_zone' | 'all_day'>, zone: string): string =>
  event.all_day ? allDayDates(event).first : localDate(event.start_at, zone)

/** The reader's day [start, end) and its date. */
export interface ReaderDay {
  date: string
  start: string
  end: string
}

/** The instants to query so that every event on the reader's day is found: zones are at most 26 h apart. */
export const dayQueryWindow = (day: ReaderDay) => ({
  from: new Date(Date.parse(day.start) - DAY_MS).toISOString(),
  to: new Date(Date.parse(day.end) + DAY_MS).toISOString(),
})

/** The event is on the reader's day (see above). */
export function isOnDay(event: Pick<PlanEvent, 'start_at' | 'end_at' | 'time_zone' | 'all_day'>, day: ReaderDay): boolean {
  if (event.all_day) {
    const { first, after } = allDayDates(event)
    return first <= day.date && day.date < after
  }
  return Date.parse(event.start_at) < Date.parse(day.end) && Date.parse(event.end_at) > Date.parse(day.start)
}
