import { plainMaths, toMathjs, freeVariables } from './source'

/**
 * The checker's first pass: the question's maths spans, each classified, and what is left — the
 * skeleton of words around ⟨K:i⟩ placeholders that the templates must match exactly.
 */
export type SpanKind = 'R' | 'A' | 'C' | 'D' | 'F' | 'P' | 'N' | 'Q' | 'E' | 'V'
// R relation · A assignment v = n · C condition (v < n, v ≠ n) · D definition f(x) = … or y = …
// F call f(n), f'(n), f'(x) · P point (a, b) · N number expression · Q percentage · E expression · V variable

export interface Span {
  kind: SpanKind
  text: string
  /** R, A, C: the sides and relation signs; D: name, parameter and body; F: name, prime, argument */
  sides?: string[]
  ops?: string[]
  name?: string
  param?: string
  prime?: boolean
  src?: string
}

const FUNCTION_WORDS = ['sin', 'cos', 'tan', 'sen', 'tg', 'log', 'ln', 'lg', 'sqrt', 'abs', 'exp', 'pi']
const MATH_CHAR = /[0-9.+\-*/^()=<>≤≥≠|√%°[\]_']/

/**
 * Question text made plain: proportions a : b = c : d as fractions, decimal commas in French and
 * Spanish, and the few Chinese maths words (2的3次方, 3加5).
 */
export function prepared(question: string, lang: string): string {
  let s = plainMaths(question).toLowerCase()
  // A power in words, whole-number exponent only: "2 to the power of 10", "2 à la puissance 10",
  // "2 elevado a (la) 10", "2 to the 10th power". "Raised by 10 %" stays a percentage.
  s = s
    .replace(/(\d|\)|\b[a-z]) (?:raised )?(?:to the power of|to the power|a la puissance|à la puissance|elevad[oa] a la|elevad[oa] a) (\d+)(?:st|nd|rd|th|e|ème|ª)?(?![\w.]|,\d)/g, '$1^$2')
    .replace(/(\d|\)|\b[a-z]) to the (\d+)(?:st|nd|rd|th) power\b/g, '$1^$2')
  if (lang === 'fr' || lang === 'es') s = s.replace(/(\d),(\d)/g, '$1.$2')
  // 打八折: pay 80 % (七五折 75 %, 8.5折 85 %), read by read-prices.ts as 打折 80 %.
  s = s.replace(/打\s*([一二三四五六七八九]{1,2}|\d\.\d|\d{1,2})\s*折/g, (_, r: string) => ` 打折 ${tenths(r)}% `)
  // Operators in words join two numbers only in a plain calculation: in "2/5 of 35 plus 6" the
  // "plus" applies to what "of" made, and a template reads it.
  if (!/\b(?:of|de|del|des|du)\b|的/.test(s)) s = wordOperators(s)
  return s
    .replace(/的\s*(\d+)\s*次方/g, '^$1')
    .replace(/([a-z0-9)])\s*平方(?!根)/g, '$1^2')
    .replace(/([a-z0-9)])\s*立方(?!根)/g, '$1^3')
    .replace(/(\d|\))\s*(加上|加|减去|減去|减|減|乘以|除以)\s*(?=\d|\()/g, (_, a: string, w: string) => `${a} ${w.startsWith('加') ? '+' : w.startsWith('乘') ? '*' : w.startsWith('除') ? '/' : '-'} `)
    .replace(/([\w.]+)\s*:\s*([\w.]+)\s*=\s*([\w.]+)\s*:\s*([\w.]+)/g, '($1)/($2) = ($3)/($4)')
    .replace(/\b([xy])\s*-\s*intercept/g, '$1intercept')
    // 50 cm² (cm^(2) once made plain): a unit word cm2 after the number, dropped with the other units.
    // Never a lone m: 3m² is algebra.
    .replace(/(\d)\s*(cm|mm|km)\s*\^\s*\(?([23])\)?(?![\w^])/g, '$1 $2$3')
    .replace(/[^\S\n]+/g, ' ')
    .trim()
}

const ZH_DIGITS = '一二三四五六七八九'
/** The rate paid, in percent: 八 → 80, 七五 → 75, 8.5 → 85, 85 → 85, 8 → 80. */
function tenths(r: string): number {
  if (ZH_DIGITS.includes(r[0])) return (ZH_DIGITS.indexOf(r[0]) + 1) * 10 + (r[1] ? ZH_DIGITS.indexOf(r[1]) + 1 : 0)
  return r.includes('.') || r.length === 1 ? Number(r) * 10 : Number(r)
}

/**
 * A run of letters is maths when it names a function, or is one letter used as a variable: glued
 * to a number (3x), next to an operator (- x), or anywhere but between words ("a price"), before a
 * word ("= 0 y da") or between two spaced numbers ("de 40 a 50", "(2, 3) y (4, 11)").
 */
function isMathWord(word: string, near: { before: string; after: string; gluedLeft: boolean; nextWord: boolean }): boolean {
  if (FUNCTION_WORDS.includes(word) || /^log_?\d*$/.test(word)) return true
  if (!/^[a-z]$/.test(word)) return false
  const { before, after } = near
  if (near.gluedLeft || /[-+*/^=<>≤≥≠(|]/.test(before) || /^[-+*/^=<>≤≥≠)|']/.test(after)) return true
  const wordy = (c: string) => /[a-zà-ÿ\u3400-\u9fff]/.test(c)
  if (wordy(before) && wordy(after)) return false
  if (near.nextWord) return false
  return !(/[\d)]/.test(before) && /[\d(]/.test(after))
}

/** Splits the text into maths spans and the words between them. */
export function skeleton(question: string, lang = 'en'): { skeleton: string; spans: Span[] } | null {
  const s = prepared(question, lang)
  const tokens = s.match(/(?:[a-zà-öø-ÿ]+'(?=[a-zà-öø-ÿ]))?[a-zà-öø-ÿ_]+\d*|\d+(?:\.\d+)?|[\u3400-\u9fff]+|[^\S\n]+|[\s\S]/gu) ?? []
  const out: string[] = []
  const spans: Span[] = []
  let cur = ''
  let depth = 0
  const flush = () => {
    const t = cur.trim().replace(/\.+$/, '')
    cur = ''
    if (!t) return
    for (const part of splitCondition(t)) {
      const span = classify(part)
      if (!span) throw new Unreadable()
      out.push(` ⟨${span.kind}:${spans.length}⟩ `)
      spans.push(span)
    }
  }
  try {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]
      const [prev, next] = [tokens[i - 1] ?? '', tokens[i + 1] ?? '']
      const prevNon = /^\s+$/.test(prev) ? (tokens[i - 2] ?? '') : prev
      const nextNon = /^\s+$/.test(next) ? (tokens[i + 2] ?? '') : next
      // 2xy, ab²: a short run of letters glued to digits or brackets is a product of variables.
      const glued = /^[a-z]{2,3}$/.test(t) && (/[0-9)]$/.test(prev) || /^[(^]/.test(next))
      const maths = /^\d/.test(t) || (t.length === 1 && MATH_CHAR.test(t)) || glued || (/^[a-z]/.test(t) && isMathWord(t.replace(/\d+$/, ''), { before: prevNon.slice(-1), after: nextNon.slice(0, 1), gluedLeft: /[\d)]$/.test(prev), nextWord: /^[a-zà-ÿ]{2,}/.test(nextNon) && !FUNCTION_WORDS.includes(nextNon) }))
      if (t === "'" && !(/^[a-z]$/.test(prev) && next === '(')) continue
      if (t === ',' && depth > 0) cur += t
      else if (maths) {
        if ('(['.includes(t)) depth++
        if (')]'.includes(t)) depth = Math.max(0, depth - 1)
        cur += t
      } else if (/^[^\S\n]+$/.test(t)) cur += cur ? ' ' : ''
      else {
        flush()
        out.push(` ${t} `)
      }
    }
    flush()
  } catch (err) {
    if (err instanceof Unreadable) return null
    throw err
  }
  return { skeleton: out.join('').replace(/\s+/g, ' ').trim(), spans }
}

class Unreadable extends Error {}

/** "x² = 9 (x < 0)" carries its condition in brackets. */
function splitCondition(t: string): string[] {
  const m = t.match(/^(.*\S)\s*\(([a-z]\s*[<>≤≥≠]\s*-?[\d.]+)\)$/)
  return m ? [m[1], m[2]] : [t]
}

function classify(text: string): Span | null {
  const parts = text.split(/(≤|≥|≠|=|<|>)/)
  const sides = parts.filter((_, i) => i % 2 === 0).map((x) => x.trim())
  const ops = parts.filter((_, i) => i % 2 === 1)
  if (ops.length === 0) {
    const point = text.match(/^\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)$/)
    if (point) return { kind: 'P', text, sides: [point[1], point[2]] }
    const call = text.match(/^([fgh])\s*('?)\s*\(\s*([^()]+)\s*\)$/)
    if (call) return { kind: 'F', text, name: call[1], prime: call[2] === "'", sides: [call[3]] }
    if (/^[a-z]$/.test(text)) return { kind: 'V', text, name: text }
    const src = toMathjs(text)
    if (!src) return null
    if (/^\d+(?:\.\d+)?\s*%$/.test(text)) return { kind: 'Q', text, src }
    return { kind: freeVariables(src).length ? 'E' : 'N', text, src }
  }
  if (sides.some((x) => !x) && !(ops.length === 1 && ops[0] === '=' && !sides[1])) return null
  if (ops.length === 1 && ops[0] === '=' && !sides[1]) {
    const src = toMathjs(sides[0])
    return src && !freeVariables(src).length ? { kind: 'N', text, src } : null
  }
  if (ops.length === 1 && ops[0] === '=') {
    const def = sides[0].match(/^([fgh])\s*\(\s*([a-z])\s*\)$/)
    if (def) return { kind: 'D', text, name: def[1], param: def[2], sides: [sides[1]] }
    if (sides[0] === 'y' && toMathjs(sides[1]) && freeVariables(toMathjs(sides[1])!).join() === 'x') return { kind: 'D', text, name: 'y', param: 'x', sides: [sides[1]] }
    if (/^[a-z]$/.test(sides[0]) && toMathjs(sides[1]) && !freeVariables(toMathjs(sides[1])!).length) return { kind: 'A', text, sides, ops }
  }
  if (ops.length === 1 && /^[a-z]$/.test(sides[0]) && /^-?[\d.]+$/.test(sides[1]) && ops[0] !== '=') return { kind: 'C', text, sides, ops }
  if (ops.some((o) => o === '=') && ops.length > 1) return null
  return sides.every((x) => toMathjs(x)) ? { kind: 'R', text, sides, ops } : null
}

/** 7 fois 8, 9 menos 4 por 2: operators in words between two numbers. */
function wordOperators(s: string): string {
  return s.replace(/(\d)\s+(times|multiplied by|fois|multiplié par|por|multiplicado por|plus|más|mas|minus|moins|menos|divided by|divisé par|dividido entre|dividido por|entre)\s+(?=\d)/g, (_, a: string, w: string) =>
    `${a} ${/times|multipli|fois|por/.test(w) ? '*' : /plus|m[aá]s/.test(w) ? '+' : /minus|moins|menos/.test(w) ? '-' : '/'} `)
}
