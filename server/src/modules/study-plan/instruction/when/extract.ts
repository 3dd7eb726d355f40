import * as chrono from 'chrono-node'
import { fold, parseNumber, type Scanner } from '../text'
import { addDays, localMoment, mondayOf, offsetMinutes, weekdayOf, type LocalDate } from '../zone'
import { CLOCK_PATTERNS, COUNT_PATTERNS, DURATION_PATTERNS } from './clock-words'
import { dayAlternation, latinDayIndex, PART_PATTERNS, PERIOD_PATTERNS, RELATIVE_DAYS, ZH_DAY_CHAR, ZH_WEEK, zhDayIndex, type PeriodUnit } from './day-words'
import { END_OF_MONTH, REPEAT_PATTERNS, UNTIL_CLOSERS, UNTIL_WORDS } from './repeat-words'
import type { Family, When } from './types'

export interface WhenContext {
  now: Date
  zone: string
  family: Family
}

/**
 * Reads every time expression of the scanner's text, consuming it. Order matters: end dates and
 * counts go before chrono can misread them, durations before clock times ("pendant 2h"),
 * repeat phrases before single weekdays ("every Monday"), parts of day before clocks ("de la tarde").
 */
export function extractWhen(scanner: Scanner, ctx: WhenContext): When {
  const when: When = {}
  const today = localMoment(ctx.now, ctx.zone).date
  const f = ctx.family

  scanner.scan(UNTIL_WORDS[f], (m) => {
    const after = scanner.remainingOriginal().slice(m.index + m[0].length)
    const monthEnd = END_OF_MONTH.exec(fold(after))
    if (monthEnd) {
      when.until ??= addDays(periodOf(today, 'month', 1).from, -1)
      scanner.consume(m.index, m.index + m[0].length + monthEnd[0].length)
      return false
    }
    const found = parseDates(after, ctx)[0]
    if (!found || found.index > 1 || !dateOf(found)) return false
    let end = m.index + m[0].length + found.index + found.text.length
    const closer = UNTIL_CLOSERS.exec(scanner.text.slice(end))
    if (closer) end += closer[0].length
    when.until ??= dateOf(found)!
    scanner.consume(m.index, end)
    return false
  })
  scanner.scan(COUNT_PATTERNS[f], (m) => {
    const n = parseNumber(m[1])
    if (!n || !Number.isInteger(n)) return false
    when.count ??= n
  })
  for (const p of DURATION_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const minutes = p.minutes(m)
      if (!minutes || !Number.isFinite(minutes)) return false
      when.durationMin ??= Math.round(minutes)
    })
  }
  for (const p of REPEAT_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const repeat = p.read(m)
      when.repeat ??= repeat
      if (p.part) when.part ??= p.part
    })
  }
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
  for (const r of RELATIVE_DAYS[f]) scanner.scan(r.re, () => void (when.date ??= addDays(today, r.offset)))
  readWeekdays(scanner, f, today, when)
  for (const p of CLOCK_PATTERNS[f]) {
    scanner.scan(p.re, (m) => {
      const read = p.read(m)
      if (!read) return false
      if (!when.start) {
        when.start = read.start
        when.end = read.end
      }
    })
  }
  readChrono(scanner, ctx, when)
  return when
}

function periodOf(today: LocalDate, unit: PeriodUnit, shift: number): { from: LocalDate; to: LocalDate } {
  if (unit === 'month') {
    const from = { y: today.y + Math.floor((today.m - 1 + shift) / 12), m: ((today.m - 1 + shift + 1200) % 12) + 1, d: 1 }
    const to = { y: from.y + Math.floor(from.m / 12), m: (from.m % 12) + 1, d: 1 }
    return { from, to }
  }
  const monday = addDays(mondayOf(today), 7 * shift)
  return unit === 'week' ? { from: monday, to: addDays(monday, 7) } : { from: addDays(monday, 5), to: addDays(monday, 7) }
}

type WeekdayMode = 'plain' | 'next' | 'last' | 'thisWeek' | 'nextWeek' | 'lastWeek' | 'weekAfterNext'

/**
 * A bare weekday is the next one, today included ("Friday" on a Wednesday is in two days).
 * Chinese 这周/下周/上周 name calendar weeks starting on Monday, as Chinese calendars do.
 */
export function resolveWeekday(today: LocalDate, wd: number, mode: WeekdayMode): LocalDate {
  const ahead = (wd - weekdayOf(today) + 7) % 7
  const inWeek = (weeks: number) => addDays(mondayOf(today), 7 * weeks + ((wd + 6) % 7))
  switch (mode) {
    case 'plain':
      return addDays(today, ahead)
    case 'next':
      return addDays(today, ahead || 7)
    case 'last':
      return addDays(today, -((7 - ahead) % 7 || 7))
    case 'thisWeek':
      return inWeek(0)
    case 'nextWeek':
      return inWeek(1)
    case 'lastWeek':
      return inWeek(-1)
    case 'weekAfterNext':
      return inWeek(2)
  }
}

function readWeekdays(scanner: Scanner, f: Family, today: LocalDate, when: When): void {
  const set = (wd: number, mode: WeekdayMode) => {
    if (wd < 0 || when.date) return
    when.date = resolveWeekday(today, wd, mode)
    when.dateFromWeekday = mode === 'plain'
  }
  if (f === 'zh') {
    const modes: Record<string, WeekdayMode> = { 这: 'thisWeek', 這: 'thisWeek', 本: 'thisWeek', 下: 'nextWeek', 上: 'lastWeek', 下下: 'weekAfterNext' }
    const re = new RegExp(`(这|這|本|下下|下|上)?(?:个|個)?${ZH_WEEK}(${ZH_DAY_CHAR})`)
    scanner.scan(re, (m) => set(zhDayIndex(m[2]), m[1] ? modes[m[1]] : 'plain'))
    return
  }
  const days = dayAlternation(f)
  const patterns: Record<'en' | 'fr' | 'es', RegExp> = {
    en: new RegExp(`\\b(?:on\\s+)?(?:(next|this|last|coming)\\s+)?(${days})(?:'s)?(\\s+next\\s+week)?\\b`),
    fr: new RegExp(`\\b(?:(ce)\\s+)?(?:le\\s+)?(${days})(?:\\s+(prochain|dernier))?\\b`),
    es: new RegExp(`\\b(?:el\\s+)?(?:(proximo|este|pasado)\\s+)?(${days})(?:\\s+(que\\s+viene|proximo|pasado))?\\b`),
  }
  scanner.scan(patterns[f], (m) => {
    const word = m[1] ?? m[3] ?? ''
    const mode: WeekdayMode = /^\s*next\s+week$/.test(m[3] ?? '')
      ? 'nextWeek'
      : /^(?:next|coming|prochain|proximo|que\s+viene)$/.test(word)
        ? 'next'
        : /^(?:last|dernier|pasado)$/.test(word)
          ? 'last'
          : 'plain'
    set(latinDayIndex(f, m[2]), mode)
  })
}

function parseDates(text: string, ctx: WhenContext): chrono.ParsedResult[] {
  const parser = ctx.family === 'zh' ? chrono.zh : chrono[ctx.family]
  return parser.parse(text, { instant: ctx.now, timezone: offsetMinutes(ctx.now, ctx.zone) }, { forwardDate: true })
}

/** Chrono reads in the reference zone, so its components are the student's wall-clock values. */
function dateOf(r: chrono.ParsedResult): LocalDate | null {
  const s = r.start
  if (!s.isCertain('day') && !s.isCertain('weekday') && !s.isCertain('month')) return null
  return { y: s.get('year')!, m: s.get('month')!, d: s.get('day')! }
}

/** Calendar dates and the relative days chrono knows ("tomorrow", "demain", "明天", "June 30"). */
function readChrono(scanner: Scanner, ctx: WhenContext, when: When): void {
  for (const r of parseDates(scanner.remainingOriginal(), ctx)) {
    const date = dateOf(r)
    const hour = r.start.isCertain('hour')
    if (!date && !hour) continue
    // An explicit calendar date wins over a weekday said with it ("samedi 4 avril", "4月4日周六").
    const explicit = date && /\d/.test(r.text) && r.start.isCertain('day')
    if (date && (!when.date || (explicit && when.dateFromWeekday))) {
      when.date = date
      when.dateFromWeekday = !r.start.isCertain('day')
    }
    if (hour && !when.start) {
      when.start = { h: r.start.get('hour')!, m: r.start.get('minute') ?? 0, exact: true }
      if (r.end?.isCertain('hour')) when.end = { h: r.end.get('hour')!, m: r.end.get('minute') ?? 0, exact: true }
    }
    scanner.consume(r.index, r.index + r.text.length)
  }
}
