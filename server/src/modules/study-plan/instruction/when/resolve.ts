import { RRule, type Options, type Weekday } from 'rrule'
import { PARTS, type Clock, type Family, type PartOfDay, type Repeat, type When } from './types'
import { addDays, compareDates, toInstant, weekdayOf, type LocalDate } from '../../../../lib/time'

/**
 * From what was said to wall-clock minutes and days. The guesses live here: an hour said without
 * am/pm or a part of day is read as 13:00–18:00 when it is 1–6 ("at 6 piano", "a las 4",
 * "3点"), except in French where people write the 24-hour clock (not when they say it in words).
 */
export function clockMinutes(c: Clock, part: PartOfDay | undefined, family: Family): number {
  let h = c.h
  if (c.meridiem === 'pm' && h < 12) h += 12
  else if (c.meridiem === 'am' && h === 12) h = 0
  else if (!c.meridiem && !c.exact) {
    if (part && PARTS[part].pm && h < 12) h += 12
    else if (part === 'noon' && h <= 5) h += 12
    else if (!part && (family !== 'fr' || c.spoken) && h >= 1 && h <= 6) h += 12
  }
  return h * 60 + c.m
}

/** Start and end minutes of a said time, the end after the start ("下午三点到五点" ends at 17:00). */
export function timeSpan(when: When, family: Family): { start: number; end: number | null } | null {
  if (!when.start && when.part && when.wholePart) return { start: PARTS[when.part].from * 60, end: PARTS[when.part].to * 60 }
  if (!when.start) return when.part ? { start: PARTS[when.part].hour * 60, end: null } : null
  let start = clockMinutes(when.start, when.part, family)
  if (!when.end) return { start, end: null }
  let end = clockMinutes(when.end, when.part, family)
  const s = when.start
  if (when.end.meridiem === 'pm' && !s.meridiem && !s.exact && s.h < 12 && s.h * 60 + 720 + s.m < end) start = (s.h + 12) * 60 + s.m
  if (end <= start && !when.end.exact && end + 720 > start) end += 720
  if (end <= start) end += 1440
  return { start, end }
}

export interface Span {
  start_at: string
  end_at: string
  all_day: boolean
  date: LocalDate
}

/** Wall-clock span on a day; all-day when no time was said. */
export function spanOn(date: LocalDate, time: { start: number; end: number | null } | null, durationMin: number, zone: string): Span {
  if (!time) return { start_at: toInstant(date, 0, zone), end_at: toInstant(addDays(date, 1), 0, zone), all_day: true, date }
  const end = time.end ?? time.start + durationMin
  return { start_at: toInstant(date, time.start, zone), end_at: toInstant(date, end, zone), all_day: false, date }
}

const matchesRule = (d: LocalDate, repeat: Repeat, anchor: LocalDate) => {
  if (repeat.freq === 'DAILY') return true
  if (repeat.freq === 'MONTHLY') return d.d === anchor.d
  return (repeat.byday.length ? repeat.byday : [weekdayOf(anchor)]).includes(weekdayOf(d))
}

/** The first day from `from` on which the rule falls and the event is not already over. */
export function firstOccurrence(repeat: Repeat, from: LocalDate, startMin: number | null, now: Date, zone: string): LocalDate {
  for (let i = 0; i < 400; i++) {
    const d = addDays(from, i)
    if (!matchesRule(d, repeat, from)) continue
    const begins = Date.parse(toInstant(d, startMin ?? 1440, zone))
    if (begins > now.getTime()) return d
  }
  return from
}

const RRULE_DAYS: Weekday[] = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA]
const FREQS = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY }

/**
 * RRULE without DTSTART. Weekly rules always name their days, so the rule does not depend on the
 * zone the expander reads DTSTART in; UNTIL is the UTC instant closing the last local day.
 */
export function buildRrule(repeat: Repeat, first: LocalDate, until: LocalDate | undefined, count: number | undefined, zone: string): string {
  const options: Partial<Options> = { freq: FREQS[repeat.freq] }
  if (repeat.interval > 1) options.interval = repeat.interval
  if (repeat.freq === 'WEEKLY') {
    const days = repeat.byday.length ? repeat.byday : [weekdayOf(first)]
    options.byweekday = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => RRULE_DAYS[d])
  }
  if (count) options.count = count
  else if (until && compareDates(until, first) >= 0) options.until = new Date(Date.parse(toInstant(addDays(until, 1), 0, zone)) - 1000)
  return RRule.optionsToString(options).replace(/^RRULE:/, '')
}
