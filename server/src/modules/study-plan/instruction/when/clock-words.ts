import { NUMBER_WORDS, parseNumber, ZH_NUMBER } from '../text'
import type { Clock, Family } from './types'

/**
 * Durations, counts and clock times. Clock times are read here rather than by chrono because
 * chrono (2.x) loses the meridiem across Chinese ranges ("下午三点到五点" ends at 05:00), misses
 * Spanish ranges ("de 15:00 a 17:00") and French "19 h", and reads "martes 10 veces" as 10:00.
 * Patterns run on folded text; groups are read with `parseNumber`.
 */

const number = (f: 'en' | 'fr' | 'es') => `(${NUMBER_WORDS[f]}|\\d+(?:[.,]\\d+)?)`
const ZN = `(\\d+(?:\\.\\d+)?|${ZH_NUMBER})`
const ZH_NUMBER_G = `(${ZH_NUMBER})`

export interface DurationPattern {
  re: RegExp
  minutes: (m: RegExpExecArray) => number | null
}

/** "an hour of listening", "une heure d'écoute", "una hora de lectura": the linking word goes with the length, not the title. */
const OF = { en: "(?:\\s+of\\b)?", fr: "(?:\\s+d'|\\s+de\\b)?", es: '(?:\\s+de\\b)?' }

const hours = (n: string, half?: string) => (parseNumber(n) ?? NaN) * 60 + (half ? 30 : 0)
const mins = (n: string) => parseNumber(n)

export const DURATION_PATTERNS: Record<Family, DurationPattern[]> = {
  en: [
    { re: /\b(?:(?:for|by)\s+)?(?:an?|one)\s+hour\s+and\s+a\s+half\b/, minutes: () => 90 },
    { re: /\b(?:(?:for|by)\s+)?half\s+an?\s+hour\b/, minutes: () => 30 },
    { re: new RegExp(`\\b(?:(?:for|by|lasts?|lasting|takes?)\\s+)?${number('en')}\\s*(?:hours?|hrs?)(\\s+and\\s+a\\s+half)?\\b${OF.en}`), minutes: (m) => hours(m[1], m[2]) },
    // English writes clock times with am/pm or a colon, so "2h", "1h30" are durations.
    { re: /\b(?:(?:for|by)\s+)?(\d+)\s*h(?:\s*(\d{2}))?\b/, minutes: (m) => hours(m[1]) + Number(m[2] ?? 0) },
    { re: new RegExp(`\\b(?:(?:for|by|lasts?|lasting|takes?)\\s+)?${number('en')}\\s*(?:minutes?|mins?)\\b${OF.en}`), minutes: (m) => mins(m[1]) },
  ],
  fr: [
    { re: /(?:\b(?:pendant|durant)\s+|\bd')?(?:une\s+)?demi-?heure\b/, minutes: () => 30 },
    { re: new RegExp(`(?:\\b(?:pendant|durant|dure|durera)\\s+|\\bd')?${number('fr')}\\s*heures?(\\s+et\\s+demie)?\\b${OF.fr}`), minutes: (m) => hours(m[1], m[2]) },
    { re: /\b(?:pendant|durant)\s+(\d+)\s*h(?:\s*(\d{2}))?\b/, minutes: (m) => hours(m[1]) + Number(m[2] ?? 0) },
    { re: new RegExp(`(?:\\b(?:pendant|durant|dure|durera)\\s+|\\bd')?${number('fr')}\\s*(?:minutes?|min)\\b${OF.fr}`), minutes: (m) => mins(m[1]) },
  ],
  es: [
    { re: /(?:\b(?:durante|por)\s+)?(?:una\s+)?media\s+hora\b/, minutes: () => 30 },
    { re: new RegExp(`(?:\\b(?:durante|por|dura|durara)\\s+)?${number('es')}\\s*horas?(\\s+y\\s+media)?\\b${OF.es}`), minutes: (m) => hours(m[1], m[2]) },
    { re: new RegExp(`(?:\\b(?:durante|por|dura|durara)\\s+)?${number('es')}\\s*(?:minutos?|min)\\b${OF.es}`), minutes: (m) => mins(m[1]) },
  ],
  zh: [
    // "两个半小时" before "半小时", which it contains.
    { re: new RegExp(`${ZN}\\s*(?:个|個)?(半)?\\s*(?:小时|小時|钟头|鐘頭)`), minutes: (m) => hours(m[1], m[2]) },
    { re: /半(?:个|個)?(?:小时|小時|钟头|鐘頭)/, minutes: () => 30 },
    { re: new RegExp(`${ZN}\\s*(?:分钟|分鐘)`), minutes: (m) => mins(m[1]) },
  ],
}

export const COUNT_PATTERNS: Record<Family, RegExp> = {
  en: new RegExp(`\\b${number('en')}\\s*times\\b`),
  fr: new RegExp(`\\b${number('fr')}\\s*fois\\b`),
  es: new RegExp(`\\b${number('es')}\\s*veces\\b`),
  zh: new RegExp(`(?:共|一共)?${ZN}\\s*次`),
}

/** One clock time or a range; `read` turns the match into start (and end). */
export interface ClockPattern {
  re: RegExp
  read: (m: RegExpExecArray) => { start: Clock; end?: Clock } | null
}

const H = '(\\d{1,2})'
const M = '(\\d{2})'
const AMPM = '(am|pm|a\\.m\\.|p\\.m\\.)'

function clock(h: string, m: string | undefined, meridiem?: string, exact = false): Clock | null {
  const hour = Number(h)
  const minute = Number(m ?? 0)
  if (hour > 23 || minute > 59) return null
  const c: Clock = { h: hour, m: minute, exact: exact || h.length === 2 && h.startsWith('0') }
  if (meridiem) c.meridiem = meridiem.startsWith('a') ? 'am' : 'pm'
  return c
}

const range = (a: Clock | null, b: Clock | null) => (a && b ? { start: a, end: b } : null)
const single = (a: Clock | null) => (a ? { start: a } : null)

/** "4pm", "10:30 am": English clocks, which students also type inside Chinese sentences. */
const MERIDIEM: ClockPattern = { re: new RegExp(`\\b(?:at\\s+)?${H}(?::${M})?\\s*${AMPM}(?!\\w)`), read: (m) => single(clock(m[1], m[2], m[3])) }

/** "16:00", "16:00-17:30": the same everywhere, 24-hour. */
const NUMERIC: ClockPattern[] = [
  { re: new RegExp(`\\b${H}:${M}\\s*(?:-|–|~|—)\\s*${H}:${M}\\b`), read: (m) => range(clock(m[1], m[2], undefined, true), clock(m[3], m[4], undefined, true)) },
]

export const CLOCK_PATTERNS: Record<Family, ClockPattern[]> = {
  en: [
    ...NUMERIC,
    {
      re: new RegExp(`\\b(from\\s+|between\\s+)?${H}(?::${M})?\\s*${AMPM}?\\s*(?:-|–|to|till|until|and)\\s*${H}(?::${M})?\\s*${AMPM}?(?![\\w:])`),
      // Bare numbers make a range only with "from", minutes, am/pm or a hyphen ("9-11"), not "3 to 5 pages".
      read: (m) => (m[1] || m[3] || m[6] || m[4] || m[7] || /^\d{1,2}-\d/.test(m[0]) ? range(clock(m[2], m[3], m[4]), clock(m[5], m[6], m[7])) : null),
    },
    MERIDIEM,
    { re: new RegExp(`\\b(?:at\\s+)?${H}:${M}\\b`), read: (m) => single(clock(m[1], m[2])) },
    { re: new RegExp(`\\b${H}\\s*o'?clock\\b`), read: (m) => single(clock(m[1], undefined)) },
    { re: new RegExp(`\\bat\\s+${H}\\b(?!\\s*(?:hours?|minutes?|mins?|times|days?|weeks?)\\b)`), read: (m) => single(clock(m[1], undefined)) },
    { re: /\b(?:at\s+)?(noon|midday|midnight)\b/, read: (m) => single(clock(m[1] === 'midnight' ? '0' : '12', undefined, undefined, true)) },
  ],
  fr: [
    ...NUMERIC,
    {
      re: new RegExp(`\\b(?:de\\s+|entre\\s+)?${H}\\s*[h:]\\s*${M}?\\s*(?:-|–|a|au|et|jusqu'a)\\s*${H}\\s*(?:h|:)?\\s*${M}?(?![\\w])`),
      read: (m) => range(clock(m[1], m[2], undefined, true), clock(m[3], m[4], undefined, true)),
    },
    { re: new RegExp(`\\b(?:a\\s+|vers\\s+)?${H}\\s*[h:]\\s*${M}?(?![a-z\\d])`), read: (m) => single(clock(m[1], m[2], undefined, true)) },
    { re: /\b(?:a\s+)?(midi|minuit)\b/, read: (m) => single(clock(m[1] === 'minuit' ? '0' : '12', undefined, undefined, true)) },
  ],
  es: [
    ...NUMERIC,
    {
      re: new RegExp(`\\b(?:de|desde|entre)\\s+(?:las?\\s+)?${H}(?::${M})?\\s*(?:h\\s*)?(?:a|hasta|y)\\s+(?:las?\\s+)?${H}(?::${M})?\\b`),
      read: (m) => range(clock(m[1], m[2]), clock(m[3], m[4])),
    },
    { re: new RegExp(`\\b(?:a\\s+)?las?\\s+${H}(?::${M})?(?:\\s*h)?\\b`), read: (m) => single(clock(m[1], m[2])) },
    { re: /\b(?:a\s+)?la\s+una\b/, read: () => single(clock('1', undefined)) },
    { re: new RegExp(`\\b(?:a\\s+)?${H}:${M}\\b`), read: (m) => single(clock(m[1], m[2])) },
    { re: /\b(?:al?\s+)?(mediodia|medianoche)\b/, read: (m) => single(clock(m[1] === 'medianoche' ? '0' : '12', undefined, undefined, true)) },
  ],
  zh: [
    ...NUMERIC,
    MERIDIEM,
    {
      re: new RegExp(`${ZH_NUMBER_G}\\s*[点點时時](?:(半)|(一刻|三刻)|${ZH_NUMBER_G}分?)?\\s*(?:到|至|-|~|—)\\s*${ZH_NUMBER_G}\\s*[点點时時](?:(半)|${ZH_NUMBER_G}分?)?`),
      read: (m) => range(zhClock(m[1], m[2], m[3], m[4]), zhClock(m[5], m[6], undefined, m[7])),
    },
    { re: new RegExp(`${ZH_NUMBER_G}\\s*[点點时時](?:钟|鐘)?(?:(半)|(一刻|三刻)|${ZH_NUMBER_G}分?)?整?`), read: (m) => single(zhClock(m[1], m[2], m[3], m[4])) },
    { re: new RegExp(`\\b${H}:${M}\\b`), read: (m) => single(clock(m[1], m[2])) },
  ],
}

function zhClock(h: string, half?: string, quarter?: string, minute?: string): Clock | null {
  const hour = parseNumber(h)
  const min = half ? 30 : quarter ? (quarter === '一刻' ? 15 : 45) : minute ? parseNumber(minute) : 0
  if (hour === null || min === null || hour > 23 || min > 59) return null
  return { h: hour, m: min }
}
