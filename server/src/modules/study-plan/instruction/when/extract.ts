import { fold, parseNumber, type Scanner } from '../text'
import { calendarDates, dayOfMonth, DAY_OF_MONTH, impossibleDate } from './calendar-dates'
import { CLOCK_PATTERNS, COUNT_PATTERNS, DURATION_PATTERNS } from './clock-words'
import { PART_PATTERNS, PERIOD_PATTERNS } from './day-words'
import { HOURLESS_CLOCK, impossibleTime, MAX_COUNT, MAX_DURATION_MIN, MAX_INTERVAL, TIME_SHAPES } from './problems'
import { NAMED_DAYS, RELATIVE_DAY_COUNTS, RELATIVE_TIMES } from './relative-words'
import { END_OF_MONTH, END_OF_NAMED_MONTH, REPEAT_PATTERNS, UNTIL_CLOSERS, UNTIL_WORDS } from './repeat-words'
import { everyDayOf, readDayLists, readSeriesSpan } from './day-lists'
import { countsThings } from './count-nouns'
import { SPOKEN_CLOCKS } from './spoken-clock'
import type { Family, Problem, When } from './types'
import { periodOf, readWeekdays } from './weekdays'
import { addDays, localMoment, type LocalDate } from '../../../../lib/time'

/** The student's clock and zone: the only "now" any expression is read against. */
export interface WhenContext {
  now: Date
  zone: string
  family: Family
  /** Several days may be said for one new event (only when adding). */
  lists?: boolean
}

/**
 * Reads every time expression of the scanner's text, consuming it. Order matters: end dates and
 * counts go before a date reader can misread them, delays ("in 90 minutes") before durations
 * ("90 minutes"), durations before clock times ("pendant 2h"), repeat phrases before single
 * weekdays ("every Monday"), parts of day before clocks and days ("de la tarde", "mañana por la
 * mañana"), impossible dates and times before the readers that would skip them.
 */
export function extractWhen(scanner: Scanner, ctx: WhenContext): When {
  const when: When = {}
  const today = localMoment(ctx.now, ctx.zone).date
  const f = ctx.family
  const problem = (kind: Problem['kind'], m: RegExpExecArray | { index: number; 0: string }) => {
    when.problem ??= { kind, said: scanner.original.slice(m.index, m.index + m[0].length).trim() }
  }

  readUntil(scanner, f, today, when)
  // Before day lists and fillers: "周五一下课" is Friday, not Friday and Monday; 一下 is no filler here.
  scanner.scan(AFTER_CLASS[f], () => void (when.afterClass = true))
  // A whole part of the day ("周二一下午": Tuesday, the whole afternoon) before day lists read "二一".
  for (const p of PART_PATTERNS[f]) if (p.whole) scanner.scan(p.re, (m) => void ((when.part ??= p.part(m)), (when.wholePart = true)))
  scanner.scan(COUNT_PATTERNS[f], (m) => {
    const n = parseNumber(m[1])
    if (n === null || !Number.isInteger(n)) return false
    if (n < 1 || n > MAX_COUNT) problem('count', m)
    else when.count ??= n
  })
  for (const p of RELATIVE_TIMES[f]) {
    scanner.scan(p.re, (m) => {
      const minutes = p.minutes(m)
      if (minutes === null || !Number.isFinite(minutes)) return false
      if (when.start) return
      // To the minute: "in 20 minutes" said at 10:30:40 starts at 10:51.
      const at = localMoment(new Date(Math.round(ctx.now.getTime() / 60_000) * 60_000 + minutes * 60_000), ctx.zone)
      when.date = at.date
      when.start = { h: Math.floor(at.minutes / 60), m: at.minutes % 60, exact: true }
      when.relative = true
    })
  }
  for (const p of RELATIVE_DAY_COUNTS[f]) {
    scanner.scan(p.re, (m) => {
      const days = p.days(m)
      if (days === null) return false
      when.date ??= addDays(today, days)
    })
  }
  // Clock times in words before durations: "à neuf heures" is a time, "pendant deux heures" a length.
  for (const p of SPOKEN_CLOCKS[f]) {
    scanner.scan(p.re, (m) => {
      if (countsThings(scanner.text, m, f)) return false
      const read = p.read(m)
      if (!read) return false
      if (!when.start) {
        when.start = read.start
        when.end = read.end
      }
    })
  }
  for (const p of DURATION_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const minutes = p.minutes(m)
      if (minutes === null || !Number.isFinite(minutes)) return false
      if (minutes <= 0 || minutes > MAX_DURATION_MIN) problem('duration', m)
      else when.durationMin ??= Math.round(minutes)
    })
  }
  for (const p of REPEAT_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const repeat = p.read(m)
      if (!(repeat.interval >= 1 && repeat.interval <= MAX_INTERVAL[repeat.freq])) return void problem('repeat', m)
      when.repeat ??= repeat
      if (p.part) when.part ??= p.part
    })
  }
  readSeriesSpan(scanner, f, when)
  if (ctx.lists) readDayLists(scanner, f, today, when)
  for (const p of PERIOD_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const { unit, shift } = p.read(m)
      when.period ??= periodOf(today, unit, shift)
    })
  }
  for (const p of PART_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      when.part ??= p.part(m)
      const offset = p.today?.(m)
      if (offset !== undefined) when.date ??= addDays(today, offset)
    })
  }
  // A Chinese sentence may name its day in English ("tomorrow 下午三点 数学").
  for (const r of f === 'zh' ? [...NAMED_DAYS.zh, ...NAMED_DAYS.en] : NAMED_DAYS[f]) scanner.scan(r.re, () => void (when.date ??= addDays(today, r.offset)))
  readWeekdays(scanner, f, today, when)
  if (ctx.lists) everyDayOf(when)
  const wrongDate = impossibleDate(scanner.remainingOriginal(), f, today)
  if (wrongDate) {
    problem('date', { index: wrongDate.index, 0: wrongDate.text })
    scanner.consume(wrongDate.index, wrongDate.index + wrongDate.text.length)
  }
  for (const p of TIME_SHAPES[f]) {
    scanner.scan(p.re, (m) => {
      if (countsThings(scanner.text, m, f) || !impossibleTime(p, m)) return false
      problem('time', m)
    })
  }
  for (const p of CLOCK_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      if (countsThings(scanner.text, m, f)) return false
      const read = p.read(m)
      if (!read) return false
      if (!when.start) {
        when.start = read.start
        when.end = read.end
      }
    })
  }
  // "at quarter past" with no hour: asked back (never a title, never a time).
  scanner.scan(HOURLESS_CLOCK[f], (m) => void problem('time', m))
  readCalendarDates(scanner, f, today, when)
  scanner.scan(DAY_OF_MONTH[f], (m) => {
    const n = parseNumber(m[1])
    if (n === null || when.date) return false
    const date = dayOfMonth(n, today)
    if (date) when.date = date
    else problem('date', m)
  })
  return when
}

/** "一下课就…", "after class": the time is the end of that day's last class (see handleCreate). */
export const AFTER_CLASS: Record<Family, RegExp> = {
  en: /\b(?:(?:right|straight)\s+)?after\s+(?:class(?:es)?|school|lessons)\b|\b(?:once|when|as\s+soon\s+as)\s+class(?:es)?\s+(?:is|are)\s+over\b/,
  fr: /\b(?:juste\s+)?apres\s+(?:les\s+cours|le\s+cours|l'ecole|la\s+classe)\b|\ba\s+la\s+sortie\s+des\s+cours\b|\bdes\s+la\s+fin\s+des\s+cours\b/,
  es: /\b(?:justo\s+)?(?:despues\s+de\s+(?:clase|clases|las\s+clases|la\s+escuela|el\s+colegio|el\s+cole)|al\s+salir\s+de\s+clase)\b/,
  zh: /一下[课課]就?|下[课課](?:以?[后後]|之[后後])就?|放[学學](?:以?[后後]|之[后後])就?/,
}

/** "until June 30", "jusqu'à la fin du mois", "到6月30日为止". */
function readUntil(scanner: Scanner, f: Family, today: LocalDate, when: When): void {
  scanner.scan(UNTIL_WORDS[f], (m) => {
    const after = scanner.remainingOriginal().slice(m.index + m[0].length)
    const monthEnd = END_OF_MONTH.exec(fold(after))
    if (monthEnd) {
      when.until ??= addDays(periodOf(today, 'month', 1).from, -1)
      scanner.consume(m.index, m.index + m[0].length + monthEnd[0].length)
      return false
    }
    const namedEnd = END_OF_NAMED_MONTH.exec(fold(after))
    const month = namedEnd ? parseNumber(namedEnd[1]) : null
    if (namedEnd && month && month >= 1 && month <= 12) {
      // "到四月底": the last day of that month, next year's when it is already past.
      const y = month < today.m ? today.y + 1 : today.y
      when.until ??= addDays({ y: month === 12 ? y + 1 : y, m: month === 12 ? 1 : month + 1, d: 1 }, -1)
      let end = m.index + m[0].length + namedEnd[0].length
      const closer = UNTIL_CLOSERS.exec(scanner.text.slice(end))
      if (closer) end += closer[0].length
      scanner.consume(m.index, end)
      return false
    }
    const found = calendarDates(after, f, today)[0]
    if (!found || found.index > 1 || !found.dayCertain) return false
    let end = m.index + m[0].length + found.index + found.text.length
    const closer = UNTIL_CLOSERS.exec(scanner.text.slice(end))
    if (closer) end += closer[0].length
    when.until ??= found.date
    scanner.consume(m.index, end)
    return false
  })
}

/** Calendar dates: an explicit one wins over a weekday said with it ("samedi 4 avril", "4月4日周六"). */
function readCalendarDates(scanner: Scanner, f: Family, today: LocalDate, when: When): void {
  for (const found of calendarDates(scanner.remainingOriginal(), f, today)) {
    const explicit = found.dayCertain && /\d/.test(found.text)
    if (!when.date || (explicit && when.dateFromWeekday)) {
      when.date = found.date
      when.dateFromWeekday = false
    }
    scanner.consume(found.index, found.index + found.text.length)
  }
}
