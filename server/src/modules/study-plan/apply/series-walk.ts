import { Frequency, RRule, type Options } from 'rrule'

/**
 * rrule.js walks a rule from its DTSTART, so a series cost as much as its whole past on every read
 * (a daily series from year 1 is 740 000 steps for one week of 2026). A rule without COUNT yields
 * the same occurrences from any later DTSTART a whole number of its periods (INTERVAL days, weeks,
 * months or years) after the first, once what rrule.js would take from the first DTSTART (the day
 * of the month, the month, the weekday) is written out. So the walk starts at the last such point
 * at or before the window. All dates here are floating wall clocks (see recurrence.ts).
 */

const DAY_MS = 86_400_000

/** A floating date from its parts; years below 100 stay years below 100 (Date.UTC would add 1900). */
function wallDate(year: number, month: number, day: number, timeOfDayMs: number): Date {
  const d = new Date(0)
  d.setUTCFullYear(year, month, day)
  return new Date(d.getTime() + timeOfDayMs)
}

const timeOfDay = (d: Date) => d.getTime() - wallDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 0).getTime()

const present = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)

/** Parts that tie a rule to its first DTSTART in ways a moved DTSTART would not keep: such rules are walked from the start. */
const UNMOVABLE: (keyof Options)[] = ['count', 'bysetpos', 'byyearday', 'byweekno', 'byhour', 'byminute', 'bysecond', 'byeaster']

/** The rule's day parts as rrule.js reads them from the first DTSTART when the rule names none. */
function withDayParts(options: Partial<Options>, start: Date): Partial<Options> {
  if (present(options.bymonthday) || present(options.byweekday)) return options
  if (options.freq === Frequency.MONTHLY) return { ...options, bymonthday: start.getUTCDate() }
  if (options.freq === Frequency.YEARLY) return { ...options, bymonth: options.bymonth ?? start.getUTCMonth() + 1, bymonthday: start.getUTCDate() }
  return options
}

/**
 * The first DTSTART a whole number of periods after `start` and at or before `wallFrom`, with the
 * options to walk from it; null when the walk must start at `start` (nothing to skip, or a rule
 * whose occurrences depend on where it began).
 */
export function laterStart(options: Partial<Options>, start: Date, wallFrom: Date): { dtstart: Date; options: Partial<Options> } | null {
  if (wallFrom <= start || UNMOVABLE.some((k) => present(options[k]))) return null
  const interval = options.interval ?? 1
  const time = timeOfDay(start)
  let dtstart: Date
  switch (options.freq) {
    case Frequency.DAILY:
    case Frequency.WEEKLY: {
      const period = (options.freq === Frequency.DAILY ? 1 : 7) * interval * DAY_MS
      const periods = Math.floor((wallFrom.getTime() - start.getTime()) / period)
      if (periods <= 0) return null
      dtstart = new Date(start.getTime() + periods * period)
      break
    }
    case Frequency.MONTHLY: {
      // From the first of a month at least a month before the window's (months differ in length).
      const months = (wallFrom.getUTCFullYear() - start.getUTCFullYear()) * 12 + wallFrom.getUTCMonth() - start.getUTCMonth() - 1
      const skip = Math.floor(months / interval) * interval
      if (skip <= 0) return null
      const target = start.getUTCMonth() + skip
      dtstart = wallDate(start.getUTCFullYear() + Math.floor(target / 12), target % 12, 1, time)
      break
    }
    case Frequency.YEARLY: {
      const skip = Math.floor((wallFrom.getUTCFullYear() - start.getUTCFullYear() - 1) / interval) * interval
      if (skip <= 0) return null
      dtstart = wallDate(start.getUTCFullYear() + skip, 0, 1, time)
      break
    }
    default:
      return null
  }
  return { dtstart, options: withDayParts(options, start) }
}

/** The rule walked from the last whole period before `wallFrom` (or from its start). */
export function ruleNear(options: Partial<Options>, start: Date, wallFrom: Date): RRule {
  const later = laterStart(options, start, wallFrom)
  return later ? new RRule({ ...later.options, dtstart: later.dtstart }) : new RRule({ ...options, dtstart: start })
}
