import { addDays, localMoment, toInstant } from '../instruction/zone'
import { toWall } from './recurrence'

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0')

/** An instant written as wall-clock time with the zone's offset, e.g. 2026-03-12T19:00:00+08:00. */
export function localIso(instant: string | Date, zone: string): string {
  const wall = toWall(instant, zone)
  const offsetMin = Math.round((wall.getTime() - Math.floor(new Date(instant).getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMin < 0 ? '-' : '+'
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.trunc(offsetMin / 60))}:${pad(offsetMin % 60)}`
}

/** The student's calendar day of an instant, YYYY-MM-DD. */
export const localDate = (instant: string | Date, zone: string): string => toWall(instant, zone).toISOString().slice(0, 10)

/**
 * The start (local midnight) of the student's day `days` after the one `now` falls on: "in 3
 * days" counted in calendar days, so a daylight-saving change never skips or doubles a day.
 */
export function localDayStart(now: Date, zone: string, days: number): string {
  return toInstant(addDays(localMoment(now, zone).date, days), 0, zone)
}
