import type { TFunction } from 'i18next'
import { hhmm, pad2, sameDay, weekdayIndex } from './dates'

/**
 * Every date and time the student reads goes through here, in the patterns of their language
 * (core locale, `date.*`): "27 May 2027", "27 mai 2027", "27 de mayo de 2027", "2027年5月27日".
 * Names and patterns come from the locale files, not Intl, whose date support varies between
 * mini-program engines.
 */

type When = Date | string | number

const toDate = (value: When) => (value instanceof Date ? value : new Date(value))
const valid = (d: Date) => !Number.isNaN(d.getTime())

export const weekdayNames = (t: TFunction) => t('date.weekdaysShort').split(',')
const names = (t: TFunction, list: 'monthsShort' | 'monthsInDate' | 'monthsLong', d: Date) => t(`date.${list}`).split(',')[d.getMonth()]

/** What the patterns may use; `month` is the month as that pattern writes it. */
const parts = (t: TFunction, d: Date, list: 'monthsShort' | 'monthsInDate' | 'monthsLong') => ({
  day: d.getDate(),
  month: names(t, list, d),
  year: d.getFullYear(),
  weekday: weekdayNames(t)[weekdayIndex(d)],
})

interface DayOptions {
  /** "Thu 12 Mar": the weekday and no year (the plan's days). */
  weekday?: boolean
  /** Leave the year out when it is this year's (lists). */
  yearIfOther?: Date
}

/** A day: "27 May 2027"; with `weekday`: "Thu 27 May". */
export function formatDay(t: TFunction, value: When, options: DayOptions = {}): string {
  const d = toDate(value)
  if (!valid(d)) return ''
  if (options.weekday) return t('date.weekdayDay', parts(t, d, 'monthsShort'))
  const withYear = !options.yearIfOther || options.yearIfOther.getFullYear() !== d.getFullYear()
  return t(withYear ? 'date.day' : 'date.dayNoYear', parts(t, d, 'monthsInDate'))
}

/** "27 May 2027, 09:05". */
export function formatDateTime(t: TFunction, value: When): string {
  const d = toDate(value)
  return valid(d) ? t('date.dateTime', { date: formatDay(t, d), time: hhmm(d) }) : ''
}

/** "May 2027" / "2027年5月". */
export function formatMonth(t: TFunction, value: When, options: Pick<DayOptions, 'yearIfOther'> = {}): string {
  const d = toDate(value)
  if (!valid(d)) return ''
  const p = parts(t, d, 'monthsLong')
  return options.yearIfOther && options.yearIfOther.getFullYear() === d.getFullYear() ? p.month : t('date.month', p)
}

/** For lists of messages: the time today, the day otherwise (with the year only when not this year's). */
export function formatListTime(t: TFunction, value: When, now = new Date()): string {
  const d = toDate(value)
  if (!valid(d)) return ''
  return sameDay(d, now) ? hhmm(d) : formatDay(t, d, { yearIfOther: now })
}

/** 125 000 ms -> "02:05" (minutes:seconds, for a countdown); `up` counts a started second as whole. */
export function formatCountdown(ms: number, round: 'down' | 'up' = 'down'): string {
  const total = Math.max(0, (round === 'up' ? Math.ceil : Math.floor)(ms / 1000))
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`
}
