import type { Lang } from '@contract/common'
import { usesDecimalComma, foldAccents } from '../folding'
import { decimalCommas, normalize } from '../normalize'
import { cutChinese, matchPhrase, nearVerb, splitWords } from './lexicon'
import { LETTER_WORDS, TYPO_TOLERANT, type Role } from './roles'

/**
 * Cuts a question into what the frames read: maths (raw text, classified later), the role of each
 * word, separators. A word the reader does not know is an ITEM, which only the price frames take:
 * any other question with one is declined rather than answered in part.
 */
export type Item = { t: 'role'; role: Role; text: string } | { t: 'math'; text: string } | { t: 'sep'; text: string }

type Piece =
  | { k: 'space' }
  | { k: 'cjk'; s: string }
  | { k: 'letters'; s: string }
  | { k: 'num'; s: string }
  | { k: 'char'; s: string }

const PIECE = /([ \t\u00a0]+)|([\u3400-\u9fff\uf900-\ufaff]+)|([A-Za-zÀ-ÖØ-öø-ÿ]+(?:'[A-Za-zÀ-ÖØ-öø-ÿ]+)*)|(\d+(?:\.\d+)?)|([\s\S])/gu
const MATH_CHARS = new Set([...'+-*/^×÷=<>≤≥≠()[]{}|√%°\'_∶'])
const SEPARATORS = new Set([...',;:?.…!"¿¡\n'])
const UNITS = new Set([...'€$£¥'])
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'sen', 'tg', 'cot', 'sec', 'csc', 'ln', 'lg', 'log', 'exp', 'sqrt', 'abs', 'pi'])
const OPERAND = String.raw`(?:\d+(?:\.\d+)?[a-z]?|[a-z]|\([^()]*\))`
const RATIO = new RegExp(`(${OPERAND})\\s*:\\s*(${OPERAND})\\s*=\\s*(${OPERAND})\\s*:\\s*(${OPERAND})`, 'g')

/** Normalised text with the few rewrites that must happen before cutting. */
export function prepare(question: string, lang: Lang): string {
  const n = normalize(question).toLowerCase()
  const comma = usesDecimalComma(foldAccents(n), lang === 'fr' || lang === 'es')
  // A point (1,3) outside French and Spanish is not the decimal 1.3.
  const points = comma ? n : n.replace(/\((\s*-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?\s*)\)/g, '($1, $2)')
  const s = decimalCommas(points, !comma)
  return (
    s
      // a : b = c : d is a proportion; any other colon ends a clause ("Find x: …").
      .replace(RATIO, '$1 ∶ $2 = $3 ∶ $4')
      // "3 x 4" is a product; "3x" stays a term.
      .replace(/(\d)\s+x\s+(?=\d)/g, '$1 × ')
      // "y-intercept", "y 截距", "在 y 轴上的截距": the letter belongs to the word, not to the maths.
      .replace(/\b([xy])\s*-?\s*intercept/g, '$1intercept')
      .replace(/(?:在\s*)?([xy])\s*(?:轴|軸)?\s*(?:上\s*)?(?:的\s*)?截距/g, (_, v: string) => (v === 'y' ? '纵截距' : '横截距'))
  )
}

function pieces(s: string): Piece[] {
  const out: Piece[] = []
  for (const m of s.matchAll(PIECE)) {
    if (m[1]) out.push({ k: 'space' })
    else if (m[2]) out.push({ k: 'cjk', s: m[2] })
    else if (m[3]) out.push({ k: 'letters', s: m[3] })
    else if (m[4]) out.push({ k: 'num', s: m[4] })
    else out.push({ k: 'char', s: m[5] })
  }
  return out
}

const isMathChar = (p: Piece | undefined) => p?.k === 'char' && MATH_CHARS.has(p.s)
const operandEnd = (p: Piece | undefined) => p?.k === 'num' || (p?.k === 'letters' && p.s.length === 1) || (p?.k === 'char' && ')]|%°'.includes(p.s))
const operandStart = (p: Piece | undefined) => p?.k === 'num' || (p?.k === 'letters' && p.s.length <= 3) || (p?.k === 'char' && '([|√-'.includes(p.s))

/**
 * Whether a run of letters is maths: a function name, a single letter (unless it is a word in
 * this language and stands between words or between two complete pieces of maths), or a short
 * run glued to maths (2xy, ab^2).
 */
function isMathLetters(list: Piece[], i: number, lang: Lang): boolean {
  const p = list[i] as { k: 'letters'; s: string }
  if (FUNCTIONS.has(p.s) || /^log$/.test(p.s)) return true
  if (/[^a-z]/.test(p.s)) return false
  const [before, after] = [list[i - 1], list[i + 1]]
  const prev = before?.k === 'space' ? list[i - 2] : before
  const next = after?.k === 'space' ? list[i + 2] : after
  const glued = (before && before.k !== 'space' && (before.k === 'num' || isMathChar(before))) || (after && after.k !== 'space' && (after.k === 'num' || isMathChar(after)))
  if (p.s.length === 1) {
    const word = (LETTER_WORDS[p.s] as Partial<Record<Lang, Role>> | undefined)?.[lang]
    if (!word || glued) return true
    if (isMathChar(prev) && !(prev?.k === 'char' && ')]|%'.includes(prev.s))) return true
    if (isMathChar(next) && !(next?.k === 'char' && '([|√'.includes(next.s))) return true
    const wordy = (q: Piece | undefined) => !q || q.k === 'letters' || q.k === 'cjk' || (q.k === 'char' && SEPARATORS.has(q.s))
    if (wordy(prev) && wordy(next)) return false
    // "= 6 y luego", "… a 50": a word follows, so the letter joins the words.
    if (next?.k === 'letters' && next.s.length > 1 && !FUNCTIONS.has(next.s)) return false
    return !(operandEnd(prev) && operandStart(next))
  }
  return p.s.length <= 3 && !!glued
}

/** The items of a question, or null when a character is neither maths, a word nor a separator. */
export function tokenize(question: string, lang: Lang): Item[] | null {
  const list = pieces(prepare(question, lang))
  const out: Item[] = []
  let math = ''
  let depth = 0
  const flush = () => {
    if (math.trim()) out.push({ t: 'math', text: math.trim() })
    math = ''
    depth = 0
  }
  for (let i = 0; i < list.length; i++) {
    const p = list[i]
    if (p.k === 'space') {
      if (math) math += ' '
      continue
    }
    if (p.k === 'num' || isMathChar(p) || (p.k === 'letters' && isMathLetters(list, i, lang))) {
      const s = (p as { s: string }).s
      if ('([{'.includes(s)) depth++
      if (')]}'.includes(s)) depth--
      math += s
      continue
    }
    if (p.k === 'char' && p.s === ',' && depth > 0) {
      math += ','
      continue
    }
    flush()
    if (p.k === 'char') {
      if (UNITS.has(p.s)) out.push({ t: 'role', role: 'UNIT', text: p.s })
      else if (SEPARATORS.has(p.s)) out.push({ t: 'sep', text: p.s })
      else return null
      continue
    }
    if (p.k === 'cjk') {
      const cut = cutChinese(p.s)
      out.push(...cut.map((c) => ({ t: 'role' as const, role: c.role, text: c.text })))
      continue
    }
    // A run of words: longest known phrases, read across the spaces between them.
    const words: string[] = []
    const starts: number[] = []
    let j = i
    while (j < list.length) {
      const q = list[j]
      if (q.k === 'letters' && !isMathLetters(list, j, lang)) {
        for (const w of splitWords(q.s)) {
          words.push(w)
          starts.push(j)
        }
      } else if (q.k !== 'space') break
      j++
    }
    for (let w = 0; w < words.length; ) {
      const letterRole = words[w].length === 1 ? (LETTER_WORDS[words[w]] as Partial<Record<Lang, Role>> | undefined)?.[lang] : undefined
      const hit = matchPhrase(words, w) ?? (letterRole ? { role: letterRole, length: 1 } : null)
      // A word it does not know is an ITEM (see roles.ts): only the price frames take one.
      const role = hit?.role ?? nearVerb(words[w], TYPO_TOLERANT) ?? 'ITEM'
      out.push({ t: 'role', role, text: words.slice(w, w + (hit?.length ?? 1)).join(' ') })
      w += hit?.length ?? 1
    }
    i = j - 1
  }
  flush()
  return out
}
