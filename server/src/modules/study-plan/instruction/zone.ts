import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

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
  const hh = String(Math.floor(rest / 60)).padStart(2, '0')
  const mm = String(rest % 60).padStart(2, '0')
  return dayjs.tz(`${isoDate(day)} ${hh}:${mm}`, zone).toISOString()
}

// dayjs's tz() builds its formatter on every call; reading every event of a six-week window
// through it took most of a parse, so the formatter is kept per zone.
const partsFormats = new Map<string, Intl.DateTimeFormat>()
function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    partsFormats.set(zone, f)
  }
  return f
}

export function localMoment(instant: Date | string, zone: string): LocalMoment {
  const parts: Record<string, number> = {}
  for (const p of partsFormat(zone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return { date: { y: parts.year, m: parts.month, d: parts.day }, minutes: (parts.hour % 24) * 60 + parts.minute }
}

/** Offset of `zone` from UTC at `instant`, in minutes (what chrono takes as its reference zone). */
export const offsetMinutes = (instant: Date, zone: string): number => dayjs(instant).tz(zone).utcOffset()

export function isValidZone(zone: string): boolean {
  try {
    partsFormat(zone)
    return true
  } catch {
    return false
  }
}
