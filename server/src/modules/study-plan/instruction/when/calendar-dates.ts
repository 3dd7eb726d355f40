import * as chrono from 'chrono-node'
import { fold, parseNumber } from '../text'
import type { Family } from './types'
import { type LocalDate } from '../../../../lib/time'

/**
 * Calendar dates ("June 30", "30 juin", "el 30 de junio", "6月30日", "2026-04-04"), read by
 * chrono-node and nothing else: relative words are ours (relative-words.ts).
 *
 * chrono's locales read "today" through the process's local clock (the zh parser calls
 * refDate.getHours() and setDate(); others adjust by the offset only some of the time), so a
 * server in UTC gave a student in Beijing "today" for "明天" until 10:00. It is never given the
 * real instant: it gets a reference whose process-local wall clock IS the student's calendar day
 * (at noon, where no zone changes its clocks and no "late at night means yesterday" rule applies),
 * with the process's own offset as its zone, so whatever it reads locally is the student's day.
 * Only the calendar fields of its answers are used; whole dates are checked for existence here.
 */
export interface CalendarDate {
  index: number
  text: string
  date: LocalDate
  /** The day of the month was written (not only a weekday or a month). */
  dayCertain: boolean
}

export function calendarDates(text: string, family: Family, today: LocalDate): CalendarDate[] {
  // chrono is slow on long casual text: it is asked only when a written date may be there.
  if (!/\d/.test(text) && !MONTH_WORD[family].test(fold(text))) return []
  const reference = new Date(today.y, today.m - 1, today.d, 12, 0, 0)
  const parser = family === 'zh' ? chrono.zh : chrono[family]
  // chrono computes in the process's zone; only the calendar fields of its answers are read (above).
  // eslint-disable-next-line zone/layer-only
  const found = parser.parse(text, { instant: reference, timezone: -reference.getTimezoneOffset() }, { forwardDate: true })
  const out: CalendarDate[] = []
  for (const r of found) {
    const s = r.start
    // Weekdays and days named from today ("now", "ahora", "下周三") are read by our own tables:
    // only a date written with digits or a month name is taken from chrono.
    if (!/\d/.test(r.text) && !MONTH_WORD[family].test(fold(r.text))) continue
    if (!s.isCertain('day') && !s.isCertain('month')) continue
    out.push({ index: r.index, text: r.text, date: { y: s.get('year')!, m: s.get('month')!, d: s.get('day')! }, dayCertain: s.isCertain('day') })
  }
  return out
}

const MONTHS: Record<Family, string[][]> = {
  en: [['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'], ['august', 'aug'],
    ['september', 'sept', 'sep'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec']],
  fr: [['janvier'], ['fevrier'], ['mars'], ['avril'], ['mai'], ['juin'], ['juillet'], ['aout'], ['septembre'], ['octobre'], ['novembre'], ['decembre']],
  es: [['enero'], ['febrero'], ['marzo'], ['abril'], ['mayo'], ['junio'], ['julio'], ['agosto'], ['septiembre', 'setiembre'], ['octubre'], ['noviembre'], ['diciembre']],
  zh: [],
}
const MONTH_WORD: Record<Family, RegExp> = {
  en: new RegExp(`\\b(?:${MONTHS.en.flat().join('|')})\\b`),
  fr: new RegExp(`\\b(?:${MONTHS.fr.flat().join('|')})\\b`),
  es: new RegExp(`\\b(?:${MONTHS.es.flat().join('|')})\\b`),
  zh: /月/,
}
const monthAlternation = (f: Family) => MONTHS[f].flat().sort((a, b) => b.length - a.length).join('|')
const monthIndex = (f: Family, word: string) => MONTHS[f].findIndex((names) => names.includes(word)) + 1

const ZH_NUM = '(\\d{1,2}|[一二两三四五六七八九十]{1,3})'
/** Day and month said together, per family: [pattern, group of the day, group of the month]. */
const DAY_MONTH: Record<Family, [RegExp, number, number][]> = {
  en: [
    [new RegExp(`\\b(${monthAlternation('en')})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`), 2, 1],
    [new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthAlternation('en')})\\b`), 1, 2],
  ],
  fr: [[new RegExp(`\\b(\\d{1,2})(?:er)?\\s+(${monthAlternation('fr')})\\b`), 1, 2]],
  es: [[new RegExp(`\\b(\\d{1,2})\\s+de\\s+(${monthAlternation('es')})\\b`), 1, 2]],
  zh: [[new RegExp(`${ZH_NUM}\\s*月\\s*${ZH_NUM}\\s*[日号]`), 2, 1]],
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/**
 * A day and month that do not exist ("April 31", "30 février", "2月30日", the 29th of February of
 * a year that has none): where it is in the text, so the student is asked instead of given the
 * 1st of May. The year is the one the date would fall in: this year, or the next once it is past.
 */
export function impossibleDate(text: string, family: Family, today: LocalDate): { index: number; text: string } | null {
  const folded = fold(text)
  for (const [re, dayGroup, monthGroup] of DAY_MONTH[family]) {
    const global = new RegExp(re.source, 'g')
    for (const m of folded.matchAll(global)) {
      const day = parseNumber(m[dayGroup])
      const month = family === 'zh' ? parseNumber(m[monthGroup]) : monthIndex(family, m[monthGroup])
      if (day === null || month === null || month < 1 || month > 12) continue
      const past = month < today.m || (month === today.m && day < today.d)
      const year = past ? today.y + 1 : today.y
      if (day < 1 || day > daysIn(year, month)) return { index: m.index!, text: text.slice(m.index!, m.index! + m[0].length) }
    }
  }
  return null
}

/** A day of the month said alone: "on the 20th", "le 20", "el día 20", "20号". */
export const DAY_OF_MONTH: Record<Family, RegExp> = {
  en: /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/,
  fr: /\ble\s+(\d{1,2})(?:er)?\b(?!\s*(?:h\b|:|heures?|minutes?|min\b|fois|jours?|semaines?|mois))/,
  es: /\bel\s+(?:dia\s+)?(\d{1,2})\b(?!\s*(?:de\s|:|h\b|horas?|minutos?|veces|dias?|semanas?))/,
  zh: new RegExp(`(?<![周期拜月\\d])${ZH_NUM}\\s*[日号]`),
}

/** The next such day: this month's when it is still ahead, else next month's; null when that month has no such day. */
export function dayOfMonth(day: number, today: LocalDate): LocalDate | null {
  const [y, m] = day >= today.d ? [today.y, today.m] : today.m === 12 ? [today.y + 1, 1] : [today.y, today.m + 1]
  return day >= 1 && day <= daysIn(y, m) ? { y, m, d: day } : null
}
