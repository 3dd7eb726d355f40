/**
 * Calendar arithmetic in the device's own zone, which is the zone the app sends the server
 * (X-Time-Zone): a plain Date is enough, no date library in the bundle. Showing a date to the
 * student is format-date.ts's job.
 */

export const MINUTES_PER_DAY = 24 * 60

export function startOfDay(d: Date): Date {
  const x = new Date(d)
  x.setHours(0, 0, 0, 0)
  return x
}

export function addDays(d: Date, n: number): Date {
  const x = new Date(d)
  x.setDate(x.getDate() + n)
  return x
}

/** The same day of the month `n` months later, kept inside shorter months (31 Jan + 1 = 28/29 Feb). */
export function addMonths(d: Date, n: number): Date {
  const first = new Date(d.getFullYear(), d.getMonth() + n, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(d.getDate(), last))
}

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (d: Date) => (d.getDay() + 6) % 7

export const startOfWeek = (d: Date) => addDays(startOfDay(d), -weekdayIndex(d))

export const pad2 = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD of the local day (a key and the API's day format, not for display). */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`

export function fromDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number)
  return new Date(y, (m || 1) - 1, d || 1)
}

export const sameDay = (a: Date, b: Date) => dayKey(a) === dayKey(b)

export const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes()

/** HH:mm of a local time (the form fields' value format, and the clock shown). */
export const hhmm = (value: Date | string) => {
  const d = typeof value === 'string' ? new Date(value) : value
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
}

/** HH:mm of a number of minutes after midnight. */
export const clockOf = (minutes: number) => `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`

/** A local day at a wall-clock time (minutes after midnight). */
export function atMinutes(day: Date, minutes: number): Date {
  const x = startOfDay(day)
  x.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0)
  return x
}
