import type * as PinyinModule from 'pinyin-pro'
import PINYIN_TABLE from './schools.pinyin.json'

/**
 * How a school is found: by its Chinese name (or part of it), its common short name ("北京四中"),
 * full pinyin ("beijingsizhong"), initials ("bjsz"), its English name where known, its city or
 * province in either script. Keys are computed once per school (pinyin-pro at start and when a
 * school is added); a search compares the typed words with them in SQL.
 */
export const SEARCH_KEYS_VERSION = 1

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/

/** Letters, digits and Chinese characters only, lower case: "Beijing No. 4" -> "beijingno4". */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

type PinyinPro = typeof PinyinModule
let engine: PinyinPro | undefined

/**
 * pinyin-pro, loaded on first use: with its dictionary that is most of a second, which the seeded
 * schools never pay (their pinyin is in schools.pinyin.json, made by `npm run schools:pinyin`).
 */
export function pinyinEngine(): PinyinPro {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily on purpose (see above)
  engine ??= require('pinyin-pro') as PinyinPro
  return engine
}

/** Pinyin syllables without tones, ü written v as on phone keyboards; other characters kept. */
export function computeSyllables(text: string): string[] {
  return pinyinEngine()
    .pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
    .map(normalise)
    .filter(Boolean)
}

const TABLE = PINYIN_TABLE as Record<string, string>

function syllables(text: string): string[] {
  // Own keys only: a city typed as "constructor" must not find Object.prototype's function.
  const known = Object.hasOwn(TABLE, text) ? TABLE[text] : undefined
  return known !== undefined ? known.split(' ').filter(Boolean) : computeSyllables(text)
}

/** Every text whose pinyin schoolKeys() reads for a school: the table must hold these for the seed. */
export function pinyinTexts(school: { name: string; city: string; province: string }): string[] {
  const short = shortName(school.name)
  return [school.name, school.city, school.province, ...(short ? [short.short, short.place] : [])].filter(Boolean)
}

const DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }

/** 四 -> 4, 十一 -> 11, 八十三 -> 83, 一六一 -> 161 (read digit by digit), 一〇一 -> 101; else null. */
export function chineseNumber(text: string): number | null {
  const chars = [...text]
  if (chars.length === 0 || !chars.every((c) => c in DIGIT || c === '十' || c === '百')) return null
  if (!/[十百]/.test(text)) return Number(chars.map((c) => DIGIT[c]).join(''))
  let total = 0
  let current = 0
  for (const c of chars) {
    if (c === '百' || c === '十') {
      total += (current || 1) * (c === '百' ? 100 : 10)
      current = 0
    } else current = DIGIT[c]
  }
  return total + current
}

const NUMBERED = /^(.+?)第?([零〇一二两三四五六七八九十百]+)中学校?$/

/** The short name people use for a numbered school: 北京市第四中学 -> 北京四中, with its number. */
export function shortName(name: string): { short: string; place: string; n: number } | null {
  const m = NUMBERED.exec(name)
  const n = m ? chineseNumber(m[2]) : null
  if (!m || n === null) return null
  const place = m[1].replace(/^.+?省/, '').replace(/[市县区]$/, '')
  return { short: `${place}${m[2]}中`, place, n }
}

/** A key for every start: "beijingsizhong" -> beijingsizhong, jingsizhong, sizhong, zhong. */
const starts = (parts: string[]) => parts.map((_, i) => parts.slice(i).join(''))

const initials = (parts: string[]) => parts.map((p) => (HAN.test(p) ? p : p[0])).join('')

/** 北京市第四中学 as "beijingno4", "beijing4", "bj4", "北京4". */
function numbered(place: string, n: number): string[] {
  const parts = syllables(place)
  return [`${parts.join('')}no${n}`, `${parts.join('')}${n}`, `${initials(parts)}${n}`, `${normalise(place)}${n}`]
}

export interface SchoolKeys {
  search_head: string
  search_keys: string
}

export function schoolKeys(school: { name: string; city: string; province: string; name_en: string | null }): SchoolKeys {
  const nameSyllables = syllables(school.name)
  const short = shortName(school.name)
  const shortSyllables = short ? syllables(short.short) : []
  const englishWords = school.name_en ? school.name_en.split(/\s+/).map(normalise).filter(Boolean) : []
  const head = [
    normalise(school.name),
    nameSyllables.join(''),
    initials(nameSyllables),
    ...(short ? [normalise(short.short), shortSyllables.join(''), initials(shortSyllables)] : []),
    englishWords.join(''),
    // "Beijing No. 4": how numbered schools are named in English; "北京4" as typed with digits.
    ...(short ? numbered(short.place, short.n) : []),
  ]
  const place = [school.city, school.province].filter(Boolean).flatMap((p) => [normalise(p), syllables(p).join(''), initials(syllables(p))])
  const keys = [...head, ...starts(nameSyllables), ...starts(englishWords), ...place]
  const join = (list: string[]) => `|${[...new Set(list.filter(Boolean))].join('|')}|`
  return { search_head: join(head), search_keys: join(keys) }
}

/** What a search compares: the typed text, and its pinyin when it has Chinese characters (either script). */
export function keywordForms(keyword: string): { text: string; pinyin: string | null } {
  const text = normalise(keyword)
  return { text, pinyin: HAN.test(text) ? syllables(text).join('') : null }
}
