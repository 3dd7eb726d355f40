import { simplified } from './han-variants'

/**
 * Text handling shared by the recognisers. The instruction is read through a Scanner: each
 * recogniser finds its phrases in a folded copy (lower case, no accents) and consumes them, so the
 * next recogniser does not read them again and whatever is left over is the event's title.
 * Folding keeps the length of the text, so an index in the folded copy is an index in the original.
 */

/** Marks consumed characters in the working copy: no pattern matches it, and it separates words. */
const CONSUMED = '\u0001'

/** Full-width digits and punctuation to ASCII, typographic apostrophes to plain ones. */
export function normalizeInput(text: string): string {
  return text.normalize('NFKC').replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ').trim()
}

/**
 * Lower case without accents, Chinese in Simplified script, one character for one character (so
 * "Chimie", "chimie" and "數學", "数学" are matched alike).
 */
export function fold(text: string): string {
  let out = ''
  for (const ch of text) {
    if (ch.charCodeAt(0) >= 0x3400) {
      out += simplified(ch)
      continue
    }
    const lower = ch.toLowerCase()
    const bare = lower.normalize('NFD').replace(/\p{M}/gu, '')
    const pick = bare.length === ch.length ? bare : lower.length === ch.length ? lower : ch
    out += pick
  }
  return out
}

// Patterns are module constants: each gets its global twin once, not once per scan.
const globals = new WeakMap<RegExp, RegExp>()
function globalOf(re: RegExp): RegExp {
  let g = globals.get(re)
  if (!g) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g')
    globals.set(re, g)
  }
  return g
}

export interface Span {
  start: number
  end: number
}

export class Scanner {
  readonly original: string
  private work: string

  constructor(original: string) {
    this.original = original
    this.work = fold(original)
  }

  /** The folded text with consumed parts blanked out. */
  get text(): string {
    return this.work
  }

  /**
   * Calls `fn` for each match of `re` (made global) in what is not yet consumed. The match is
   * consumed unless `fn` returns false. Returns the number of matches kept.
   */
  scan(re: RegExp, fn: (m: RegExpExecArray) => boolean | void = () => true): number {
    const global = globalOf(re)
    const words = wordSpans(this.work)
    let matches = ([...this.work.matchAll(global)] as RegExpExecArray[]).filter((m) => !cutsAWord(m, words))
    if (words.length) {
      // A pattern that would cut a word ("三点一" of "三点一起") reads the text without it instead:
      // the word's characters are masked, so "三点" is read and "一起" stays in the title.
      const masked = maskWords(this.work, words)
      const outside = ([...masked.matchAll(global)] as RegExpExecArray[]).filter((m) => !m[0].includes(MASK) && !matches.some((k) => overlaps(k, m)))
      matches = [...matches, ...outside].sort((a, b) => a.index - b.index)
    }
    let kept = 0
    for (const m of matches) {
      if (m[0].length === 0) continue
      if (this.work.slice(m.index, m.index + m[0].length).includes(CONSUMED)) continue
      if (fn(m) === false) continue
      this.consume(m.index, m.index + m[0].length)
      kept++
    }
    return kept
  }

  /** First match of `re` in what is not consumed, without consuming it. */
  peek(re: RegExp): RegExpExecArray | null {
    return re.exec(this.work)
  }

  consume(start: number, end: number): void {
    this.work = this.work.slice(0, start) + CONSUMED.repeat(end - start) + this.work.slice(end)
  }

  /** The original text of what is not consumed, consumed parts turned into spaces (for chrono). */
  remainingOriginal(): string {
    let out = ''
    for (let i = 0; i < this.original.length; i++) out += this.work[i] === CONSUMED ? ' ' : this.original[i]
    return out
  }

  /** Leftover pieces of the original text, in order (each run between consumed parts). */
  leftovers(): string[] {
    const pieces: string[] = []
    let current = ''
    for (let i = 0; i < this.original.length; i++) {
      if (this.work[i] === CONSUMED) {
        pieces.push(current)
        current = ''
      } else current += this.original[i]
    }
    pieces.push(current)
    return pieces.map((s) => s.trim()).filter(Boolean)
  }
}

/**
 * Ordinary Chinese words that contain a digit character ("一起" together, "一定" surely, "一点儿" a
 * little, "三角" triangle, "十分" very, "万一" in case): no day, clock or number reader may take part
 * of one, so "周三一起复习" is Wednesday and "一起复习", "三点一起" three o'clock and "一起". A word
 * is no word where its digit belongs to a day or a clock: "周一起" (from Monday), "周一下午",
 * "一下午" (a whole afternoon), "一直到" (until), "三点十分" (3:10), "十分钟" (ten minutes).
 * Words that start with 整 ("整理" tidy up, "整齐", "整体") are words too: 整 after a clock hour
 * means "sharp" ("七点整") only when it does not start one, so "七点整理错题" is 7:00 "整理错题".
 */
const DIGIT_WORDS = new RegExp(
  [
    '(?<![周期拜])(?:一起|一下(?!午)|一点儿|一点点|一定|一般|一直(?!到)|一样|一些|一同|一边|一块儿|一切|一致|一会儿)',
    '三角|三明治|万一|统一|唯一|之一',
    '整理|整齐|整洁|整体|整合|整改|整数',
    '(?<![点时\\d零〇一二两三四五六七八九])十分(?!钟)',
  ].join('|'),
  'g',
)
const MASK = '\u0002'

function wordSpans(work: string): Span[] {
  const spans: Span[] = []
  for (const m of work.matchAll(DIGIT_WORDS)) spans.push({ start: m.index, end: m.index + m[0].length })
  return spans
}

const inside = (at: number, w: Span) => at > w.start && at < w.end
const cutsAWord = (m: RegExpExecArray, words: Span[]) => words.some((w) => inside(m.index, w) || inside(m.index + m[0].length, w))
const overlaps = (a: RegExpExecArray, b: RegExpExecArray) => a.index < b.index + b[0].length && b.index < a.index + a[0].length

function maskWords(work: string, words: Span[]): string {
  let out = work
  for (const w of words) out = out.slice(0, w.start) + MASK.repeat(w.end - w.start) + out.slice(w.end)
  return out
}

const ZH_DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
}

/** Arabic digits or Chinese numerals up to 99 ("十二", "二十三", "四十五"). */
export function parseNumber(raw: string): number | null {
  const s = raw.trim()
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Number(s.replace(',', '.'))
  if (!/^[零〇一二两兩三四五六七八九十]+$/.test(s)) return WORD_NUMBERS[s] ?? null
  const ten = s.indexOf('十')
  if (ten < 0) return s.length === 1 ? ZH_DIGITS[s] : Number([...s].map((c) => ZH_DIGITS[c]).join(''))
  const tens = ten === 0 ? 1 : ZH_DIGITS[s[ten - 1]]
  const units = ten === s.length - 1 ? 0 : ZH_DIGITS[s[ten + 1]]
  return tens * 10 + units
}

/** Numbers written as words, folded (the ones students use for durations, counts and delays). */
const WORD_NUMBERS: Record<string, number> = {
  zero: 0, cero: 0,
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12, quinze: 15,
  vingt: 20, trente: 30, quarante: 40, 'quarante-cinq': 45, cinquante: 50, soixante: 60, 'quatre-vingt-dix': 90,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  quince: 15, veinte: 20, treinta: 30, cuarenta: 40, 'cuarenta y cinco': 45, cincuenta: 50, sesenta: 60, noventa: 90,
}

const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|')

/** Number words per language, for building patterns ("a" is a number only in English), longest first. */
export const NUMBER_WORDS: Record<'en' | 'fr' | 'es', string> = {
  en: alternation(['zero', 'an', 'a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'forty-five', 'fifty', 'sixty', 'ninety']),
  fr: alternation(['zero', 'une', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'douze', 'quinze', 'vingt', 'trente', 'quarante', 'quarante-cinq', 'cinquante', 'soixante', 'quatre-vingt-dix']),
  es: alternation(['cero', 'una', 'uno', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'doce', 'quince', 'veinte', 'treinta', 'cuarenta', 'cuarenta y cinco', 'cincuenta', 'sesenta', 'noventa']),
}

export const ZH_NUMBER = '[零〇一二两兩三四五六七八九十\\d]{1,3}'

export const isHan = (ch: string) => /\p{Script=Han}/u.test(ch)
