/**
 * Calendar days as plain values (no zone), so "the day after" or "next Monday" never depends on
 * the server's time zone: arithmetic on a day's number since the epoch, the proleptic Gregorian
 * calendar as ISO 8601 has it. A day becomes an instant only in local.ts, with a zone.
 */
export interface LocalDate {
  y: number
  m: number
  d: number
}

export interface LocalMoment {
  date: LocalDate
  /** Minutes after the local midnight. */
  minutes: number
}

export const DAY_MS = 86_400_000

/** The one zero-padding of the server: 7 -> "07". */
export const pad2 = (n: number) => String(Math.abs(n)).padStart(2, '0')

const asUtc = (d: LocalDate) => Date.UTC(d.y, d.m - 1, d.d)
/** The calendar fields of a floating Date (one whose UTC fields are a wall clock). */
export const dateOfWall = (t: Date): LocalDate => ({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() })

export const addDays = (d: LocalDate, n: number): LocalDate => dateOfWall(new Date(asUtc(d) + n * DAY_MS))
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (d: LocalDate): number => new Date(asUtc(d)).getUTCDay()
export const sameDate = (a: LocalDate, b: LocalDate) => a.y === b.y && a.m === b.m && a.d === b.d
export const compareDates = (a: LocalDate, b: LocalDate) => asUtc(a) - asUtc(b)
/** Monday of the week holding `d`. */
export const mondayOf = (d: LocalDate): LocalDate => addDays(d, -((weekdayOf(d) + 6) % 7))
/** YYYY-MM-DD (the API's and the database's day format). */
export const isoDate = (d: LocalDate) => `${d.y}-${pad2(d.m)}-${pad2(d.d)}`

/** A YYYY-MM-DD day as its number of days since 1970-01-01, so runs and gaps are subtractions. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
/** Calendar days from day `a` to day `b` (both YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a)
