import { parseNumber, ZH_NUMBER } from '../text'
import type { Family } from './types'

/**
 * Clock times that cannot be ("26:00", "25h", "二十六点", "13pm", "24点半"): found before the
 * clock patterns, which would skip them and leave them in a title, so the student is asked
 * instead. An hour of 24 or more is never read as the next day ("24:30" is not 00:30 tomorrow:
 * the student may have meant 14:30 or 00:30 today): it is asked back, in every language.
 * Each pattern's groups are the hour and the minutes; `twelveHour` marks a 12-hour reading.
 */
interface TimePattern {
  re: RegExp
  twelveHour?: boolean
}

const ANY: TimePattern[] = [{ re: /(?<![\d:])(\d{1,3}):(\d{1,3})(?![\d:])/ }]

export const TIME_SHAPES: Record<Family, TimePattern[]> = {
  en: [...ANY, { re: /\b(\d{1,3})(?::(\d{2}))?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)/, twelveHour: true }, { re: /\b(\d{1,3})\s*o'?clock\b/ }, { re: /\bat\s+(\d{1,3})\b(?!\s*(?:%|hours?|minutes?|mins?|times|days?|weeks?|pages?)\b)/ }],
  fr: [...ANY, { re: /\b(\d{1,3})\s*h\s*(\d{1,3})?(?![a-z\d])/ }],
  es: [...ANY, { re: /\blas?\s+(\d{1,3})(?:\s*h)?\b(?!:)/ }],
  zh: [...ANY, { re: new RegExp(`(\\d{1,3}|${ZH_NUMBER})\\s*点(?:\\s*(\\d{1,3}|${ZH_NUMBER})\\s*分|半|一刻|三刻)?`) }],
}

/** True when the hour and minutes read from a match are no time of day. */
export function impossibleTime(p: TimePattern, m: RegExpExecArray): boolean {
  const h = parseNumber(m[1])
  const min = m[2] === undefined ? 0 : parseNumber(m[2])
  if (h === null || min === null) return false
  if (p.twelveHour) return h === 0 || h > 12 || min > 59
  return h >= 24 || min > 59
}

/** A repeat every N units: at least 1, and at most about a year. */
export const MAX_INTERVAL = { DAILY: 365, WEEKLY: 52, MONTHLY: 12 } as const
/** "10 times": at least once, and not more than a school year of days. */
export const MAX_COUNT = 366
/** One event lasts at most a day when it has a time. */
export const MAX_DURATION_MIN = 24 * 60

/**
 * The minutes of a clock time without its hour ("at quarter past", "à et demie", "a las y cuarto",
 * "三刻"): looked for once every clock time was read, so only a fragment left over matches. It is
 * asked back, never kept in a title nor read as a time.
 */
export const HOURLESS_CLOCK: Record<Family, RegExp> = {
  en: /\b(?:at\s+)?(?:(?:a\s+)?quarter\s+(?:past|after|to|till)|half\s+past)(?=\s*(?:$|[,.;!?]|\b(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)\b)))/,
  fr: /(?:\b(?:a|vers)\s+)?(?:\bet\s+(?:quart|demie?)|\bmoins\s+(?:le\s+)?quart)\b/,
  es: /(?:\ba\s+las?\s+)?(?:\by\s+(?:cuarto|media)|\bmenos\s+cuarto)\b/,
  zh: /(?<![点點\d零一二两三四五六七八九十])(?:差)?[一三]刻(?!钟|鐘)/,
}
