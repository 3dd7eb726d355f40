import type { TFunction } from 'i18next'

/**
 * Calendar arithmetic in the device's own zone, which is the zone the app sends the server
 * (X-Time-Zone): a plain Date is enough, no date library in the bundle. Names of days and
 * months come from the locale files (Intl is patchy in the mini-program).
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

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (d: Date) => (d.getDay() + 6) % 7

export const startOfWeek = (d: Date) => addDays(startOfDay(d), -weekdayIndex(d))

const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD of the local day. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

export function fromDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number)
  return new Date(y, m - 1, d)
}

export const sameDay = (a: Date, b: Date) => dayKey(a) === dayKey(b)

export const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes()

export const hhmm = (value: Date | string) => {
  const d = typeof value === 'string' ? new Date(value) : value
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A local day at a wall-clock time (minutes after midnight). */
export function atMinutes(day: Date, minutes: number): Date {
  const x = startOfDay(day)
  x.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0)
  return x
}

export const weekdayNames = (t: TFunction) => t('plan.weekdaysShort').split(',')
export const monthNames = (t: TFunction) => t('plan.monthsShort').split(',')

/** "Thu 12 Mar" / "3月12日 周四". */
export const formatDay = (t: TFunction, d: Date) =>
  t('plan.dateShort', { weekday: weekdayNames(t)[weekdayIndex(d)], day: d.getDate(), month: monthNames(t)[d.getMonth()] })

export const formatMonth = (t: TFunction, d: Date) => t('plan.monthTitle', { month: t('plan.monthsLong').split(',')[d.getMonth()], year: d.getFullYear() })

/** "Thu 12 Mar, 15:00–17:00", "Thu 12 Mar, all day". */
export function formatWhen(t: TFunction, e: { start_at: string; end_at: string; all_day: boolean }): string {
  const start = new Date(e.start_at)
  const end = new Date(e.end_at)
  if (e.all_day) {
    const last = addDays(end, -1)
    return sameDay(start, last) ? t('plan.whenAllDay', { day: formatDay(t, start) }) : t('plan.whenDays', { from: formatDay(t, start), to: formatDay(t, last) })
  }
  if (sameDay(start, end) || minutesOfDay(end) === 0) return t('plan.whenTime', { day: formatDay(t, start), from: hhmm(start), to: hhmm(end) })
  return t('plan.whenSpan', { from: `${formatDay(t, start)} ${hhmm(start)}`, to: `${formatDay(t, end)} ${hhmm(end)}` })
}
