import { NUMBER_WORDS, parseNumber, ZH_NUMBER, type Scanner } from '../text'
import { dayAlternation, latinDayIndex, ZH_DAY_CHAR, ZH_WEEK, zhDayIndex } from './day-words'
import type { Family, When } from './types'
import { periodOf, resolveWeekday } from './weekdays'
import { addDays, compareDates, weekdayOf, type LocalDate } from '../../../../lib/time'

/**
 * Several days said for one new event: a list ("Monday, Wednesday and Friday", "周一、周三、周五"),
 * a range ("from Thursday to Saturday", "从周四到周六") or both days of a weekend ("this weekend
 * both days", "tout le week-end", "周末两天"). Without "every" this is one event on each day, not
 * a habit; the days are never dropped silently. Read only when adding (a move or a delete names
 * one event's day), after repeat phrases ("every Monday and Wednesday" is a series).
 */

const LATIN_LEAD = '(?:(?:on|from|le|du|el|del|de|desde)\\s+)?'
// Names joined by a comma, "and", or only a space ("monday wednesday friday", "lunes miércoles").
const LATIN_JOIN = '(?:\\s*(?:,|and|&|et|y|e)\\s*|\\s+)(?:(?:on|the|le|el)\\s+)?'
const latinList = (f: 'en' | 'fr' | 'es') => new RegExp(`\\b${LATIN_LEAD}(${dayAlternation(f)})((?:${LATIN_JOIN}(?:${dayAlternation(f)})\\b)+)`)
const latinRange = (f: 'en' | 'fr' | 'es') =>
  new RegExp(`\\b(?:from|du|del|de|desde\\s+el)\\s+(?:le\\s+|el\\s+)?(${dayAlternation(f)})\\s+(?:to|through|till|until|au|al|a|hasta\\s+el)\\s+(?:le\\s+|el\\s+)?(${dayAlternation(f)})\\b`)

const LISTS: Record<'en' | 'fr' | 'es', { list: RegExp; range: RegExp }> = {
  en: { list: latinList('en'), range: latinRange('en') },
  fr: { list: latinList('fr'), range: latinRange('fr') },
  es: { list: latinList('es'), range: latinRange('es') },
}
const ZH_PREFIX = '(这|本|下下|下|上)?(?:个)?'
// "周六和周日", "周一、周三、周五", "周六周日" (the week word repeated needs no "and").
const ZH_LIST = new RegExp(`${ZH_PREFIX}${ZH_WEEK}(${ZH_DAY_CHAR})((?:\\s*(?:[、,，和与及跟]|还有)\\s*${ZH_WEEK}?${ZH_DAY_CHAR}|\\s*${ZH_WEEK}${ZH_DAY_CHAR})+)`)
// "周一三五", "週二四", "周六日": the week word once, then bare day characters in weekday order. A
// character that starts a clock time, a length or a count ("周二四点", "周三五分钟", "周三一起") is none.
const ZH_BARE_DAY = '[一二三四五六日](?![点點时時钟鐘分秒刻次号號月个個十百半起天年周週:：\\d])'
const ZH_BARE_LIST = new RegExp(`${ZH_PREFIX}${ZH_WEEK}(${ZH_DAY_CHAR})((?:${ZH_BARE_DAY})+)`)
const ZH_RANGE = new RegExp(`从?${ZH_PREFIX}${ZH_WEEK}(${ZH_DAY_CHAR})\\s*(?:到|至|-|~)\\s*${ZH_WEEK}?(${ZH_DAY_CHAR})`)
const ZH_MODES = { 这: 'thisWeek', 本: 'thisWeek', 下: 'nextWeek', 上: 'lastWeek', 下下: 'weekAfterNext' } as const

/** Both days of the weekend: the phrase, and whether it names the weekend itself. */
const BOTH_DAYS: Record<Family, RegExp> = {
  en: /\b(?:both\s+days(?:\s+(?:of|this)\s+(?:the\s+)?weekend)?|(?:the\s+)?whole\s+weekend|all\s+weekend(?:\s+long)?)\b/,
  fr: /\b(?:les\s+deux\s+jours(?:\s+du\s+week-?end)?|tout\s+le\s+week-?end|(?:le\s+)?week-?end\s+entier)\b/,
  es: /\b(?:(?:los\s+dos|ambos)\s+dias(?:\s+del\s+fin\s+de\s+semana)?|todo\s+el\s+fin\s+de\s+semana|(?:el\s+)?fin\s+de\s+semana\s+entero)\b/,
  zh: /(?:整个|整個)(?:周末|週末)|(?:周末|週末)(?:的)?(?:两天|兩天)/,
}

function setDays(when: When, days: LocalDate[], fromWeekday: boolean): void {
  if (when.date || when.dates) return
  const sorted = [...days].sort(compareDates).filter((d, i, all) => i === 0 || compareDates(d, all[i - 1]) !== 0)
  when.dates = sorted
  when.date = sorted[0]
  when.dateFromWeekday = fromWeekday
}

/** Reads a list, a range or both weekend days into `when.dates` (and `when.date`, the first). */
export function readDayLists(scanner: Scanner, f: Family, today: LocalDate, when: When): void {
  scanner.scan(BOTH_DAYS[f], (m) => {
    // "the whole weekend" names this weekend; "both days" leaves the weekend to its own words.
    if (/week-?end|fin\s+de\s+semana|周末/.test(m[0])) when.period ??= periodOf(today, 'weekend', 0)
    when.allDays = true
  })
  if (f === 'zh') {
    scanner.scan(ZH_RANGE, (m) => {
      const mode = m[1] ? ZH_MODES[m[1] as keyof typeof ZH_MODES] : 'plain'
      setDays(when, spanOfDays(resolveWeekday(today, zhDayIndex(m[2]), mode), zhDayIndex(m[3])), mode === 'plain')
    })
    scanner.scan(ZH_LIST, (m) => {
      const mode = m[1] ? ZH_MODES[m[1] as keyof typeof ZH_MODES] : 'plain'
      const chars = [m[2], ...[...m[3]].filter((c) => new RegExp(ZH_DAY_CHAR).test(c))]
      setDays(when, chars.map((c) => resolveWeekday(today, zhDayIndex(c), mode)), mode === 'plain')
    })
    scanner.scan(ZH_BARE_LIST, (m) => {
      const chars = [m[2], ...m[3]]
      // Monday first, Sunday last: a list is said in order ("周三一" is no list).
      const order = chars.map((c) => (zhDayIndex(c) + 6) % 7)
      if (order.some((o, i) => i > 0 && o <= order[i - 1])) return false
      const mode = m[1] ? ZH_MODES[m[1] as keyof typeof ZH_MODES] : 'plain'
      setDays(when, chars.map((c) => resolveWeekday(today, zhDayIndex(c), mode)), mode === 'plain')
    })
    return
  }
  scanner.scan(LISTS[f].range, (m) => setDays(when, spanOfDays(resolveWeekday(today, latinDayIndex(f, m[1]), 'plain'), latinDayIndex(f, m[2])), true))
  scanner.scan(LISTS[f].list, (m) => {
    const names = [m[1], ...(m[2].match(new RegExp(`\\b(?:${dayAlternation(f)})\\b`, 'g')) ?? [])]
    setDays(when, names.map((n) => resolveWeekday(today, latinDayIndex(f, n), 'plain')), true)
  })
}

/** From `first` to the next day that is weekday `last` (at most a week). */
function spanOfDays(first: LocalDate, last: number): LocalDate[] {
  const days = [first]
  for (let d = first; weekdayOf(d) !== last && days.length < 7; ) days.push((d = addDays(d, 1)))
  return days
}

/** The days of a weekend said with "both days": each of them. */
export function everyDayOf(when: When): void {
  if (!when.allDays || when.dates || !when.period) return
  const days: LocalDate[] = []
  for (let d = when.period.from; compareDates(d, when.period.to) < 0 && days.length < 3; d = addDays(d, 1)) days.push(d)
  if (days.length <= 2) when.dates = days
}

/** How long a series lasts: "for two weeks", "pendant un mois", "durante 10 días", "持续两周". */
const N = (f: 'en' | 'fr' | 'es') => `(\\d+|${NUMBER_WORDS[f]})`
const SERIES_SPANS: Record<Family, RegExp> = {
  en: new RegExp(`\\bfor\\s+(?:the\\s+next\\s+)?(?:${N('en')}\\s+(days?|weeks?|months?|fortnights?)|(a)\\s+(fortnight))\\b`),
  fr: new RegExp(`\\b(?:pendant|durant|sur)\\s+(?:les\\s+)?${N('fr')}\\s+(jours?|semaines?|mois)(?:\\s+(?:prochains|prochaines|qui\\s+viennent))?\\b`),
  es: new RegExp(`\\b(?:durante|por)\\s+(?:las?\\s+|los\\s+)?(?:proxim[oa]s\\s+)?${N('es')}\\s+(dias?|semanas?|mes(?:es)?)\\b`),
  zh: new RegExp(`[,，]?\\s*(?:持续|坚持|连续|为期|一共|共)\\s*(\\d+|${ZH_NUMBER})\\s*(?:个)?\\s*(天|日|周|星期|礼拜|月)`),
}

/** A series' length, read only once a repeat was said ("every morning … for two weeks"). */
export function readSeriesSpan(scanner: Scanner, f: Family, when: When): void {
  if (!when.repeat) return
  scanner.scan(SERIES_SPANS[f], (m) => {
    const said = m[3] ?? m[1]
    const word = m[4] ?? m[2]
    const count = parseNumber(said)
    if (count === null || !Number.isInteger(count) || count < 1 || count > 366) return false
    // A fortnight is two weeks.
    const n = /^fortnight/.test(word) ? count * 2 : count
    const unit = /^(?:d|j|天|日)/.test(word) ? 'day' : /^(?:m|月)/.test(word) ? 'month' : 'week'
    when.lasts ??= { n, unit }
  })
}

/** The last day of a series that starts on `first` and lasts `lasts` ("two weeks" from 12 March ends on 25 March). */
export function lastDayOf(first: LocalDate, lasts: NonNullable<When['lasts']>): LocalDate {
  if (lasts.unit === 'day') return addDays(first, lasts.n - 1)
  if (lasts.unit === 'week') return addDays(first, 7 * lasts.n - 1)
  const m = first.m - 1 + lasts.n
  const end = { y: first.y + Math.floor(m / 12), m: (m % 12) + 1, d: first.d }
  return addDays(end, -1)
}
