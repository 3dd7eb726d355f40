import { NUMBER_WORDS, parseNumber, ZH_NUMBER } from '../text'
import type { Family } from './types'

/**
 * Times and days counted from now: "in 90 minutes", "dans un quart d'heure", "en media hora",
 * "二十分钟后", "半小時後", "in 3 days", and the days named from today ("tomorrow", "demain",
 * "mañana", "明天"). They are read here, against the student's clock and zone, and never by chrono,
 * whose locales read "today" from the server process's own time zone and hour.
 * Patterns run on folded text (lower case, no accents, Chinese in Simplified script).
 */

export interface RelativePattern {
  re: RegExp
  /** Minutes from now, or null when the match is not a delay after all. */
  minutes: (m: RegExpExecArray) => number | null
}

const n = (f: 'en' | 'fr' | 'es') => `(${NUMBER_WORDS[f]}|\\d+(?:[.,]\\d+)?)`
const ZN = `(\\d+(?:\\.\\d+)?|${ZH_NUMBER})`
const num = (raw: string | undefined) => (raw === undefined ? null : parseNumber(raw))
const hoursOf = (raw: string, half?: string) => {
  const h = num(raw)
  return h === null ? null : h * 60 + (half ? 30 : 0)
}
const ZH_AFTER = '(?:以后|之后|后)'
const ZH_HOUR = '(?:小时|钟头)'
const ZH_MINUTE = '(?:分钟|分)'

export const RELATIVE_TIMES: Record<Family, RelativePattern[]> = {
  en: [
    { re: /\bin\s+(?:an?|one)\s+hour\s+and\s+a\s+half\b/, minutes: () => 90 },
    { re: /\bin\s+(?:half\s+an?\s+hour|a\s+half\s+hour|30\s+mins?)\b/, minutes: () => 30 },
    { re: /\bin\s+(?:a\s+)?quarter\s+of\s+an?\s+hour\b/, minutes: () => 15 },
    { re: /\bin\s+three\s+quarters\s+of\s+an?\s+hour\b/, minutes: () => 45 },
    { re: new RegExp(`\\bin\\s+${n('en')}\\s*(?:hours?|hrs?|h)(\\s+and\\s+a\\s+half)?\\b`), minutes: (m) => hoursOf(m[1], m[2]) },
    { re: new RegExp(`\\bin\\s+${n('en')}\\s*(?:minutes?|mins?)\\b`), minutes: (m) => num(m[1]) },
    { re: new RegExp(`\\b${n('en')}\\s*(minutes?|mins?|hours?|hrs?)\\s+from\\s+now\\b`), minutes: (m) => (/^h/.test(m[2]) ? hoursOf(m[1]) : num(m[1])) },
  ],
  fr: [
    { re: /\bdans\s+(?:une\s+)?demi-?\s?heure\b/, minutes: () => 30 },
    { re: /\bdans\s+(?:un\s+)?quart\s+d'heure\b/, minutes: () => 15 },
    { re: /\bdans\s+trois\s+quarts\s+d'heure\b/, minutes: () => 45 },
    { re: new RegExp(`\\bdans\\s+${n('fr')}\\s*heures?(\\s+et\\s+demie)?\\b`), minutes: (m) => hoursOf(m[1], m[2]) },
    { re: /\bdans\s+(\d+)\s*h\s*(\d{2})?\b/, minutes: (m) => (hoursOf(m[1]) ?? NaN) + Number(m[2] ?? 0) },
    { re: new RegExp(`\\bdans\\s+${n('fr')}\\s*(?:minutes?|min)\\b`), minutes: (m) => num(m[1]) },
  ],
  es: [
    { re: /\b(?:en|dentro\s+de)\s+(?:una\s+)?media\s+hora\b/, minutes: () => 30 },
    { re: /\b(?:en|dentro\s+de)\s+(?:un\s+)?cuarto\s+de\s+hora\b/, minutes: () => 15 },
    { re: /\b(?:en|dentro\s+de)\s+tres\s+cuartos\s+de\s+hora\b/, minutes: () => 45 },
    { re: new RegExp(`\\b(?:en|dentro\\s+de)\\s+${n('es')}\\s*horas?(\\s+y\\s+media)?\\b`), minutes: (m) => hoursOf(m[1], m[2]) },
    { re: new RegExp(`\\b(?:en|dentro\\s+de)\\s+${n('es')}\\s*(?:minutos?|min)\\b`), minutes: (m) => num(m[1]) },
  ],
  zh: [
    // "一个半小时后" before "半小时后", which it contains.
    { re: new RegExp(`(?:再)?(?:过)?${ZN}\\s*(?:个)?(半)?\\s*${ZH_HOUR}\\s*${ZH_AFTER}`), minutes: (m) => hoursOf(m[1], m[2]) },
    { re: new RegExp(`(?:再)?(?:过)?半\\s*(?:个)?${ZH_HOUR}\\s*${ZH_AFTER}`), minutes: () => 30 },
    { re: new RegExp(`(?:再)?(?:过)?(一|三)刻钟\\s*${ZH_AFTER}`), minutes: (m) => (m[1] === '一' ? 15 : 45) },
    { re: new RegExp(`(?:再)?(?:过)?${ZN}\\s*${ZH_MINUTE}\\s*${ZH_AFTER}`), minutes: (m) => num(m[1]) },
    // "过十分钟", "再过半小时": the delay said first ("八点过五分" is 8:05, read with the clock times).
    { re: new RegExp(`(?<![点钟]\\s*)(?:再)?过\\s*${ZN}\\s*(?:个)?(半)?\\s*${ZH_HOUR}`), minutes: (m) => hoursOf(m[1], m[2]) },
    { re: new RegExp(`(?<![点钟]\\s*)(?:再)?过\\s*半\\s*(?:个)?${ZH_HOUR}`), minutes: () => 30 },
    { re: new RegExp(`(?<![点钟]\\s*)(?:再)?过\\s*(一|三)刻钟`), minutes: (m) => (m[1] === '一' ? 15 : 45) },
    { re: new RegExp(`(?<![点钟]\\s*)(?:再)?过\\s*${ZN}\\s*${ZH_MINUTE}`), minutes: (m) => num(m[1]) },
  ],
}

/** Days (or weeks) from today: "in 3 days", "dans deux semaines", "dentro de tres días", "三天后". */
export const RELATIVE_DAY_COUNTS: Record<Family, { re: RegExp; days: (m: RegExpExecArray) => number | null }[]> = {
  en: [{ re: new RegExp(`\\bin\\s+${n('en')}\\s+(days?|weeks?)\\b`), days: (m) => scaled(m[1], m[2]) }],
  fr: [{ re: new RegExp(`\\bdans\\s+${n('fr')}\\s+(jours?|semaines?)\\b`), days: (m) => scaled(m[1], m[2]) }],
  es: [{ re: new RegExp(`\\b(?:en|dentro\\s+de)\\s+${n('es')}\\s+(dias?|semanas?)\\b`), days: (m) => scaled(m[1], m[2]) }],
  zh: [{ re: new RegExp(`${ZN}\\s*(?:个)?(天|日|周|星期|礼拜)\\s*${ZH_AFTER}`), days: (m) => scaled(m[1], m[2]) }],
}

function scaled(raw: string, unit: string): number | null {
  const count = num(raw)
  if (count === null || !Number.isInteger(count)) return null
  return /^(?:week|semaine|semana|周|星期|礼拜)/.test(unit) ? count * 7 : count
}

/**
 * Days named from today. "mañana" is tomorrow unless it is the morning ("la mañana", "esta
 * mañana", read before this as a part of day); the longer names go first ("après-demain").
 */
export const NAMED_DAYS: Record<Family, { re: RegExp; offset: number }[]> = {
  en: [
    { re: /\b(?:the\s+)?day\s+after\s+tomorrow\b/, offset: 2 },
    { re: /\b(?:the\s+)?day\s+before\s+yesterday\b/, offset: -2 },
    { re: /\btoday(?:'s)?\b/, offset: 0 },
    { re: /\b(?:tomorrow|tmrw|tmr)(?:'s)?\b/, offset: 1 },
    { re: /\byesterday(?:'s)?\b/, offset: -1 },
  ],
  fr: [
    { re: /\bapres-demain\b/, offset: 2 },
    { re: /\bavant-hier\b/, offset: -2 },
    { re: /\baujourd'hui\b/, offset: 0 },
    { re: /\bdemain\b/, offset: 1 },
    { re: /\bhier\b/, offset: -1 },
  ],
  es: [
    { re: /\bpasado\s+manana\b/, offset: 2 },
    { re: /\banteayer\b/, offset: -2 },
    { re: /\bhoy\b/, offset: 0 },
    { re: /(?<!\b(?:la|esta|las|cada|una|toda)\s)\bmanana\b/, offset: 1 },
    { re: /\bayer\b/, offset: -1 },
  ],
  zh: [
    { re: /大后天/, offset: 3 },
    { re: /后天/, offset: 2 },
    { re: /大前天/, offset: -3 },
    { re: /前天/, offset: -2 },
    { re: /今天|今日/, offset: 0 },
    { re: /明天|明日/, offset: 1 },
    { re: /昨天|昨日/, offset: -1 },
  ],
}
