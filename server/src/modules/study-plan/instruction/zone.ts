import { fromWall, toWall } from '../time/recurrence'

/**
 * Calendar days are plain values (no zone), so "the day after" or "next Monday" never depends on
 * the server's time zone; a day becomes an instant only when a wall-clock time in the student's
 * zone is attached to it.
 */
export interface LocalDate {
  y: number
  m: number
  d: number
}

export interface LocalMoment {
  date: LocalDate
  minutes: number
}

const asUtc = (d: LocalDate) => new Date(Date.UTC(d.y, d.m - 1, d.d))
const fromUtc = (t: Date): LocalDate => ({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() })

export const addDays = (d: LocalDate, n: number): LocalDate => fromUtc(new Date(asUtc(d).getTime() + n * 86_400_000))
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (d: LocalDate): number => asUtc(d).getUTCDay()
export const sameDate = (a: LocalDate, b: LocalDate) => a.y === b.y && a.m === b.m && a.d === b.d
export const compareDates = (a: LocalDate, b: LocalDate) => asUtc(a).getTime() - asUtc(b).getTime()
/** Monday of the week holding `d`. */
export const mondayOf = (d: LocalDate): LocalDate => addDays(d, -((weekdayOf(d) + 6) % 7))
export const isoDate = (d: LocalDate) =>
  `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`

/** Wall-clock time (minutes after midnight, may exceed a day) on a local day, as a UTC ISO instant. */
export function toInstant(date: LocalDate, minutes: number, zone: string): string {
  const day = addDays(date, Math.floor(minutes / 1440))
  const rest = ((minutes % 1440) + 1440) % 1440
  return fromWall(new Date(Date.UTC(day.y, day.m - 1, day.d, Math.floor(rest / 60), rest % 60)), zone)
}

/**
 * The student's calendar day and minutes after midnight at an instant. Zone offsets are looked up
 * once per zone and quarter hour (recurrence.ts), not formatted per call: a parse reads every
 * event of a two-month window through this.
 */
export function localMoment(instant: Date | string, zone: string): LocalMoment {
  const wall = toWall(instant, zone)
  return { date: fromUtc(wall), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

const zones = new Map<string, boolean>()
export function isValidZone(zone: string): boolean {
  let ok = zones.get(zone)
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      ok = true
    } catch {
      // Expected: Intl throws RangeError for a zone it does not know: that is the answer.
      ok = false
    }
    if (zones.size < 1000) zones.set(zone, ok)
  }
  return ok
}
