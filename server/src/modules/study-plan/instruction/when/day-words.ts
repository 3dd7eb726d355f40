import type { Family, PartOfDay } from './types'

/**
 * Words for days, weeks and parts of day, matched against folded text (lower case, no accents).
 * Weekday indexes are 0 = Sunday … 6 = Saturday, as in JavaScript and RRULE order below.
 */

export const LATIN_DAYS: Record<'en' | 'fr' | 'es', string[]> = {
  en: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  es: ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'],
}
// Short forms students type; "sat", "sun", "wed" are left out because they are also words.
const EN_SHORT: Record<string, number> = { tues: 2, tue: 2, weds: 3, thurs: 4, thu: 4, thur: 4, fri: 5 }

/** Regex alternation of one family's weekday names, longest first. */
export function dayAlternation(family: 'en' | 'fr' | 'es'): string {
  const names = [...LATIN_DAYS[family], ...(family === 'en' ? Object.keys(EN_SHORT) : [])]
  return names.sort((a, b) => b.length - a.length).join('|')
}

export function latinDayIndex(family: 'en' | 'fr' | 'es', word: string): number {
  const w = word.replace(/(?:'s|s)$/, '')
  const i = LATIN_DAYS[family].indexOf(w)
  if (i >= 0) return i
  const j = LATIN_DAYS[family].indexOf(word)
  if (j >= 0) return j
  return EN_SHORT[w] ?? EN_SHORT[word] ?? -1
}

export const ZH_WEEK = '(?:周|週|星期|礼拜|禮拜)'
export const ZH_DAY_CHAR = '[一二三四五六日天1-7]'
export function zhDayIndex(ch: string): number {
  const i = '日一二三四五六'.indexOf(ch)
  if (i >= 0) return i
  if (ch === '天') return 0
  const n = Number(ch)
  return n === 7 ? 0 : n
}

/** Parts of day, each with the way it is written per family. */
export const PART_PATTERNS: Record<Family, { re: RegExp; part: (m: RegExpExecArray) => PartOfDay; today?: (m: RegExpExecArray) => number | undefined; whole?: true }[]> = {
  en: [
    // The whole part of the day: an event from its start to its end (PARTS' from–to), not one hour.
    { re: /\b(?:the\s+whole|the\s+entire|all)\s+(morning|afternoon|evening)(?:\s+long)?\b/, part: (m) => latinPart(m[1]), whole: true },
    { re: /\btonight\b/, part: () => 'evening', today: () => 0 },
    { re: /\bfirst\s+thing(?:\s+in\s+the\s+morning)?\b/, part: () => 'early' },
    {
      re: /\b(?:(this|in\s+the)\s+)?(early\s+morning|morning|afternoon|evening|night|noon|midday)\b/,
      part: (m) => latinPart(m[2]),
      today: (m) => (m[1] === 'this' ? 0 : undefined),
    },
  ],
  fr: [
    { re: /\b(?:tout\s+l'apres-midi|toute\s+la\s+(matinee|soiree))\b/, part: (m) => (m[1] ? latinPart(m[1]) : 'afternoon'), whole: true },
    { re: /\b(?:a\s+la\s+premiere\s+heure|tot\s+le\s+matin)\b/, part: () => 'early' },
    {
      re: /\b(?:(ce|cet|cette)\s+|(?:le|du|en|dans\s+l'|l')\s*)?(matin(?:ee)?|apres-midi|soir(?:ee)?|nuit)\b/,
      part: (m) => latinPart(m[2]),
      today: (m) => (m[1] ? 0 : undefined),
    },
  ],
  es: [
    { re: /\btoda\s+la\s+(tarde|manana|noche)\b/, part: (m) => latinPart(m[1]), whole: true },
    { re: /\b(?:a\s+)?primera\s+hora(?:\s+de\s+la\s+manana)?\b/, part: () => 'early' },
    {
      re: /\b(?:(esta)\s+|(?:por|de|en)\s+la\s+)(manana|tarde|noche|madrugada)\b/,
      part: (m) => latinPart(m[2]),
      today: (m) => (m[1] ? 0 : undefined),
    },
  ],
  zh: [
    // "一下午" / "一整个下午" / "整个晚上": the whole afternoon or evening. Not "周一下午" (Monday afternoon).
    {
      re: /(?:(?<![周週期拜])一|一?整个|一?整個)(上午|下午|晚上)/,
      part: (m) => ZH_PARTS[m[1]],
      whole: true,
    },
    {
      re: /(今晚|明晚|今早|明早|凌晨|清晨|早上|早晨|一大早|(?<![周週期拜])一早|上午|中午|下午|傍晚|晚上|夜里|夜裡|深夜)/,
      part: (m) => ZH_PARTS[m[1]],
      today: (m) => ({ 今晚: 0, 今早: 0, 明晚: 1, 明早: 1 })[m[1]],
    },
  ],
}

const ZH_PARTS: Record<string, PartOfDay> = {
  今晚: 'evening', 明晚: 'evening', 今早: 'early', 明早: 'early', 凌晨: 'early', 清晨: 'early', 早上: 'early',
  早晨: 'early', 一早: 'early', 上午: 'morning', 中午: 'noon', 下午: 'afternoon', 傍晚: 'evening', 晚上: 'evening',
  一大早: 'early', 夜里: 'night', 夜裡: 'night', 深夜: 'night',
}

function latinPart(word: string): PartOfDay {
  if (/^early/.test(word) || word === 'madrugada') return 'early'
  if (/^(?:morning|matin|manana)/.test(word)) return 'morning'
  if (/^(?:noon|midday)/.test(word)) return 'noon'
  if (/^(?:afternoon|apres-midi|tarde)/.test(word)) return 'afternoon'
  if (/^(?:night|nuit)/.test(word)) return 'night'
  return 'evening'
}

/** Weeks, weekends and months: `shift` is 0 for this one, 1 for the next, -1 for the last. */
export type PeriodUnit = 'week' | 'weekend' | 'month'
export const PERIOD_PATTERNS: Record<Family, { re: RegExp; read: (m: RegExpExecArray) => { unit: PeriodUnit; shift: number } }[]> = {
  en: [
    { re: /\b(this|next|last|the)\s+(week(?:end)?|month)\b/, read: (m) => ({ unit: unitOf(m[2]), shift: shiftOf(m[1]) }) },
    { re: /\bweekend\b/, read: () => ({ unit: 'weekend', shift: 0 }) },
  ],
  fr: [
    { re: /\b(?:cette|la)\s+semaine(?:\s+(prochaine|derniere))?\b/, read: (m) => ({ unit: 'week', shift: shiftOf(m[1]) }) },
    { re: /\b(?:ce|le)\s+week-?end(?:\s+(prochain))?\b/, read: (m) => ({ unit: 'weekend', shift: shiftOf(m[1]) }) },
    { re: /\b(?:ce\s+mois(?:-ci)?|le\s+mois\s+(prochain))\b/, read: (m) => ({ unit: 'month', shift: shiftOf(m[1]) }) },
  ],
  es: [
    { re: /\b(?:esta|la)\s+semana(?:\s+(que\s+viene|pasada|proxima))?\b/, read: (m) => ({ unit: 'week', shift: shiftOf(m[1]) }) },
    { re: /\b(?:la\s+)?(proxima)\s+semana\b/, read: () => ({ unit: 'week', shift: 1 }) },
    { re: /\b(?:este|el)\s+fin\s+de\s+semana(?:\s+(que\s+viene))?\b/, read: (m) => ({ unit: 'weekend', shift: shiftOf(m[1]) }) },
    { re: /\b(?:este\s+mes|el\s+(?:mes\s+(que\s+viene)|(proximo)\s+mes))\b/, read: (m) => ({ unit: 'month', shift: m[1] || m[2] ? 1 : 0 }) },
  ],
  zh: [
    { re: /(这|這|本|下|上)?(?:个|個)?(?:周末|週末)/, read: (m) => ({ unit: 'weekend', shift: shiftOf(m[1]) }) },
    { re: new RegExp(`(这|這|本|下|上)(?:个|個)?${ZH_WEEK}(?!${ZH_DAY_CHAR})`), read: (m) => ({ unit: 'week', shift: shiftOf(m[1]) }) },
    { re: /(这|這|本|下|上)(?:个|個)?月/, read: (m) => ({ unit: 'month', shift: shiftOf(m[1]) }) },
  ],
}

const unitOf = (w: string): PeriodUnit => (w === 'month' ? 'month' : w === 'weekend' ? 'weekend' : 'week')
function shiftOf(word: string | undefined): number {
  if (!word) return 0
  if (/^(?:next|prochaine?|que\s+viene|proxima|下)$/.test(word)) return 1
  if (/^(?:last|derniere|pasada|上)$/.test(word)) return -1
  return 0
}
