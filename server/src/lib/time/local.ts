import { addDays, dateOfWall, pad2, type LocalDate, type LocalMoment } from './calendar'
import { fromWall, toWall } from './zone'

/** Wall-clock time (minutes after midnight, may exceed a day) on a local day, as a UTC ISO instant. */
export function toInstant(date: LocalDate, minutes: number, zone: string): string {
  const day = addDays(date, Math.floor(minutes / 1440))
  const rest = ((minutes % 1440) + 1440) % 1440
  return fromWall(new Date(Date.UTC(day.y, day.m - 1, day.d, Math.floor(rest / 60), rest % 60)), zone)
}

/** The student's calendar day and minutes after midnight at an instant. */
export function localMoment(instant: Date | string, zone: string): LocalMoment {
  const wall = toWall(instant, zone)
  return { date: dateOfWall(wall), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
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

/** An instant written as wall-clock time with the zone's offset, e.g. 2026-03-12T19:00:00+08:00. */
export function localIso(instant: string | Date, zone: string): string {
  const wall = toWall(instant, zone)
  const offsetMin = Math.round((wall.getTime() - Math.floor(new Date(instant).getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMin < 0 ? '-' : '+'
  return `${wall.toISOString().slice(0, 19)}${sign}${pad2(Math.trunc(offsetMin / 60))}:${pad2(offsetMin % 60)}`
}

/** "2026-03-12 19:00": the wall clock in `zone`, as a message field that shows it as written (WeChat's `time`). */
export const localDateTimeText = (instant: string | Date, zone: string): string => toWall(instant, zone).toISOString().slice(0, 16).replace('T', ' ')
