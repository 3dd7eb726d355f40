import { NUMBER_WORDS, parseNumber, ZH_NUMBER } from '../text'
import { dayAlternation, latinDayIndex, ZH_DAY_CHAR, ZH_WEEK, zhDayIndex } from './day-words'
import type { Family, PartOfDay, Repeat } from './types'

/**
 * Phrases that make an event repeat, per family, matched on folded text. Each gives the rule; a
 * few also give a part of day ("every evening", "每晚").
 */
export interface RepeatPattern {
  re: RegExp
  read: (m: RegExpExecArray) => Repeat
  part?: PartOfDay
}

const WEEKDAYS = [1, 2, 3, 4, 5]
const WEEKEND = [6, 0]
const daily = (): Repeat => ({ freq: 'DAILY', byday: [], interval: 1 })
const weekly = (byday: number[], interval = 1): Repeat => ({ freq: 'WEEKLY', byday, interval })
const monthly = (): Repeat => ({ freq: 'MONTHLY', byday: [], interval: 1 })

/**
 * "every 3 days", "toutes les 2 semaines", "cada 0 semanas", "每隔一天": the interval as said (an
 * impossible one, 0, is kept so the student is asked); Chinese 隔 N means every N + 1.
 */
function every(raw: string, unit: string, skip = false): Repeat {
  const count = parseNumber(raw)
  const interval = count === null || !Number.isInteger(count) ? NaN : count + (skip ? 1 : 0)
  if (/^(?:day|jour|dia|天|日)/.test(unit)) return { freq: 'DAILY', byday: [], interval }
  if (/^(?:month|mois|mes|月)/.test(unit)) return { freq: 'MONTHLY', byday: [], interval }
  return { freq: 'WEEKLY', byday: [], interval }
}
const everyN = (f: 'en' | 'fr' | 'es') => `(\\d+|${NUMBER_WORDS[f]})`

/** "monday and wednesdays", "lundis, mercredis et vendredis", "lunes y miércoles", "monday wednesday" (a space alone joins too). */
function latinDayList(family: 'en' | 'fr' | 'es'): string {
  const day = `(?:${dayAlternation(family)})s?`
  return `${day}(?:(?:\\s*(?:,|and|&|or|et|ou|y|e)\\s*|\\s+)${day}\\b)*`
}

function latinDays(family: 'en' | 'fr' | 'es', text: string): number[] {
  const days = text
    .split(/\s*(?:,|\band\b|&|\bor\b|\bet\b|\bou\b|\by\b|\be\b)\s*|\s+/)
    .map((w) => latinDayIndex(family, w.trim()))
    .filter((i) => i >= 0)
  return [...new Set(days)]
}

const EN_DAYS = latinDayList('en')
const FR_DAYS = latinDayList('fr')
const ES_DAYS = latinDayList('es')
const ZH_DAYS = `${ZH_DAY_CHAR}(?:\\s*(?:[、,，和与與及跟]|${ZH_WEEK})*\\s*${ZH_DAY_CHAR})*`

export const REPEAT_PATTERNS: Record<Family, RepeatPattern[]> = {
  en: [
    { re: new RegExp(`\\bevery\\s+${everyN('en')}\\s+(days?|weeks?|months?)\\b`), read: (m) => every(m[1], m[2]) },
    { re: /\b(?:(?:every|each|on)\s+weekdays?|weekdays|(?:from\s+)?monday\s+(?:to|through|thru|-)\s+friday)\b/, read: () => weekly(WEEKDAYS) },
    { re: /\b(?:(?:every|each|on)\s+weekends?|weekends)\b/, read: () => weekly(WEEKEND) },
    { re: /\b(?:every|each)\s+morning\b/, read: daily, part: 'morning' },
    { re: /\b(?:every|each)\s+(?:evening|night)\b/, read: daily, part: 'evening' },
    { re: /\b(?:every|each)\s+(?:other|second)\s+day\b/, read: () => ({ freq: 'DAILY', byday: [], interval: 2 }) },
    { re: /\b(?:(?:every|each)\s+(?:single\s+)?day|daily|everyday)\b/, read: daily },
    { re: new RegExp(`\\b(?:every|each)\\s+(other\\s+)?(${EN_DAYS})\\b`), read: (m) => weekly(latinDays('en', m[2]), m[1] ? 2 : 1) },
    { re: new RegExp(`\\bon\\s+((?:${dayAlternation('en')})s(?:\\s*(?:,|and|&)\\s*(?:${dayAlternation('en')})s)*)\\b`), read: (m) => weekly(latinDays('en', m[1])) },
    { re: /\b(?:(?:every|each)\s+(other\s+)?week|weekly)\b/, read: (m) => weekly([], m[1] ? 2 : 1) },
    { re: /\b(?:(?:every|each)\s+month|monthly)\b/, read: monthly },
  ],
  fr: [
    { re: new RegExp(`\\b(?:tous|toutes)\\s+les\\s+${everyN('fr')}\\s+(jours|semaines|mois)\\b`), read: (m) => every(m[1], m[2]) },
    {
      re: /\b(?:tous\s+les\s+jours\s+de\s+(?:la\s+)?semaine|en\s+semaine|du\s+lundi\s+au\s+vendredi|(?:chaque|les)\s+jours?\s+de\s+semaine|(?:tous\s+les\s+)?jours\s+ouvr(?:es|ables))\b/,
      read: () => weekly(WEEKDAYS),
    },
    { re: /\b(?:tous\s+les|chaque)\s+week-?ends?\b/, read: () => weekly(WEEKEND) },
    { re: /\b(?:tous\s+les\s+matins|chaque\s+matin)\b/, read: daily, part: 'morning' },
    { re: /\b(?:tous\s+les\s+soirs|chaque\s+soir)\b/, read: daily, part: 'evening' },
    { re: /\b(?:tous\s+les\s+jours|chaque\s+jour|quotidiennement)\b/, read: daily },
    { re: new RegExp(`\\b(?:tous\\s+les|toutes\\s+les|chaque)\\s+(${FR_DAYS})\\b`), read: (m) => weekly(latinDays('fr', m[1])) },
    { re: /\b(?:toutes\s+les\s+(deux\s+)?semaines|chaque\s+semaine|une\s+semaine\s+sur\s+(deux))\b/, read: (m) => weekly([], m[1] || m[2] ? 2 : 1) },
    { re: /\b(?:tous\s+les|chaque)\s+mois\b/, read: monthly },
  ],
  es: [
    { re: new RegExp(`\\bcada\\s+${everyN('es')}\\s+(dias|semanas|meses)\\b`), read: (m) => every(m[1], m[2]) },
    {
      re: /\b(?:de\s+lunes\s+a\s+viernes|entre\s+semana|(?:todos\s+los\s+|cada\s+)?dias?\s+(?:laborables|habiles|de\s+semana|entre\s+semana))\b/,
      read: () => weekly(WEEKDAYS),
    },
    { re: /\b(?:(?:todos\s+los|cada)\s+fines?\s+de\s+semana|los\s+fines\s+de\s+semana)\b/, read: () => weekly(WEEKEND) },
    { re: /\b(?:todas\s+las\s+mananas|cada\s+manana)\b/, read: daily, part: 'morning' },
    { re: /\b(?:todas\s+las\s+tardes|cada\s+tarde)\b/, read: daily, part: 'afternoon' },
    { re: /\b(?:todas\s+las\s+noches|cada\s+noche)\b/, read: daily, part: 'evening' },
    { re: /\b(?:todos\s+los\s+dias|cada\s+dia|a\s+diario|diariamente)\b/, read: daily },
    { re: new RegExp(`\\b(?:cada|todos\\s+los|los)\\s+(${ES_DAYS})\\b`), read: (m) => weekly(latinDays('es', m[1])) },
    { re: /\b(?:cada\s+(dos\s+)?semanas?|todas\s+las\s+semanas|semanalmente)\b/, read: (m) => weekly([], m[1] ? 2 : 1) },
    { re: /\b(?:cada\s+mes|todos\s+los\s+meses|mensualmente)\b/, read: monthly },
  ],
  zh: [
    { re: new RegExp(`每(隔)?\\s*(\\d+|${ZH_NUMBER})\\s*(?:个)?\\s*(天|日|周|星期|礼拜|月)`), read: (m) => every(m[2], m[3], !!m[1]) },
    {
      re: new RegExp(`(?:每个|每個|每)?工作日|(?:每|逢)?${ZH_WEEK}一(?:到|至|-|~)${ZH_WEEK}?五`),
      read: () => weekly(WEEKDAYS),
    },
    { re: /(?:每|逢)(?:个|個)?(?:周末|週末)/, read: () => weekly(WEEKEND) },
    { re: /每晚/, read: daily, part: 'evening' },
    { re: /每天|每日|天天/, read: daily },
    {
      re: new RegExp(`(?:每逢|每|逢)(?:个|個)?${ZH_WEEK}(${ZH_DAYS})`),
      read: (m) => weekly([...new Set([...m[1]].filter((c) => new RegExp(ZH_DAY_CHAR).test(c)).map(zhDayIndex))]),
    },
    { re: new RegExp(`(隔|每两|每兩)(?:个|個)?${ZH_WEEK}|每(?:个|個)?${ZH_WEEK}`), read: (m) => weekly([], m[1] ? 2 : 1) },
    { re: /每(?:个|個)?月/, read: monthly },
  ],
}

/** Words that open an end date: "until June 30", "jusqu'au 30 juin", "hasta el 30 de junio", "到6月30日". */
export const UNTIL_WORDS: Record<Family, RegExp> = {
  en: /\b(?:until|till|through|up\s+to)\s+(?:the\s+)?/,
  fr: /\bjusqu'(?:au|a)\s*(?:la\s+|le\s+)?/,
  es: /\bhasta\s+(?:el\s+)?/,
  zh: /(?:持续|持續|连续|連續|一直)?(?:一直到|直到|截止到?|到)(?=\s*(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*月|本?月底))/,
}
/** "the end of the month", which chrono does not read. */
export const END_OF_MONTH = /^\s*(?:(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?month|(?:la\s+)?fin\s+(?:du\s+)?mois|(?:el\s+)?(?:fin|final)\s+de(?:l)?\s+mes|本?月底)/

/** The end of a named month in Chinese: "到四月底", "直到4月末" (its last day, this year or next). */
export const END_OF_NAMED_MONTH = /^\s*(\d{1,2}|[一二三四五六七八九十]{1,3})\s*月(?:底|末)/

/** What may close an end date in Chinese ("到6月30日为止"). */
export const UNTIL_CLOSERS = /^\s*(?:为止|為止|结束|結束)/
