import type { Scanner } from '../text'
import { dayAlternation, latinDayIndex, ZH_DAY_CHAR, ZH_WEEK, zhDayIndex, type PeriodUnit } from './day-words'
import type { Family, When } from './types'
import { addDays, mondayOf, weekdayOf, type LocalDate } from '../../../../lib/time'

/** A week, weekend or month around `today`: `shift` 0 for this one, 1 for the next, -1 for the last. */
export function periodOf(today: LocalDate, unit: PeriodUnit, shift: number): { from: LocalDate; to: LocalDate } {
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

const LATIN_WEEKDAY: Record<'en' | 'fr' | 'es', RegExp> = {
  en: new RegExp(`\\b(?:on\\s+)?(?:(next|this|last|coming)\\s+)?(${dayAlternation('en')})(?:'s)?(\\s+next\\s+week)?\\b`),
  fr: new RegExp(`\\b(?:(ce)\\s+)?(?:le\\s+)?(${dayAlternation('fr')})(?:\\s+(prochain|dernier))?\\b`),
  es: new RegExp(`\\b(?:el\\s+)?(?:(proximo|este|pasado)\\s+)?(${dayAlternation('es')})(?:\\s+(que\\s+viene|proximo|pasado))?\\b`),
}
const ZH_WEEKDAY = new RegExp(`(这|本|下下|下|上)?(?:个)?${ZH_WEEK}(${ZH_DAY_CHAR})`)
const ZH_MODES: Record<string, WeekdayMode> = { 这: 'thisWeek', 本: 'thisWeek', 下: 'nextWeek', 上: 'lastWeek', 下下: 'weekAfterNext' }

/** Weekday names: the first one said sets the date (a later one is left for the destination of a move). */
export function readWeekdays(scanner: Scanner, f: Family, today: LocalDate, when: When): void {
  const set = (wd: number, mode: WeekdayMode) => {
    if (wd < 0 || when.date) return
    when.date = resolveWeekday(today, wd, mode)
    when.dateFromWeekday = mode === 'plain'
  }
  if (f === 'zh') {
    scanner.scan(ZH_WEEKDAY, (m) => set(zhDayIndex(m[2]), m[1] ? ZH_MODES[m[1]] : 'plain'))
    return
  }
  scanner.scan(LATIN_WEEKDAY[f], (m) => {
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
