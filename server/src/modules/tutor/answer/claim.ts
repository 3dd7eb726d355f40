import { evaluate } from 'mathjs'
import type { Lang } from '@contract/common'
import { freeVariables, plainMaths, toMathjs } from '../check/source'
import { toPlain } from './latex'
import { dollarSigns, stripUnits } from './units'
import { ALL_WORDS, COPULA, DECREASE, FILLER_PREFIX, INCREASE, NONE_WORDS, SEPARATOR } from './words'

/**
 * What an answer says, in any common form and language: "x = 4 or x = -5", "x=4, -5", "4 和 -5",
 * "x vaut 4 ou -5", "x₁ = 2, x₂ = 3", "±3", "no real solution", "x < 2", "(-∞, 3]", "25 %",
 * "f'(x) = 2x + 3", "(x - 2)(x - 3)". Used for a student's attempt and a model's final answer;
 * null when nothing in it can be read as an answer.
 */
export interface Num {
  x: number
  /** decimals shown (0.5833 → 4): a rounded answer is judged to that precision; 0 when exact */
  decimals: number
  percent: boolean
  /** the value as mathjs source (for exact-form checks: keeps sqrt, log…) */
  src: string
}

export interface Bound {
  lo: number
  hi: number
  loIn: boolean
  hiIn: boolean
}

export type Claim = (
  | { k: 'none' }
  | { k: 'all'; v: string | null }
  | { k: 'values'; v: string | null; values: Num[] }
  | { k: 'set'; v: string | null; intervals: Bound[] }
  /** (a, b): a point, a pair of unknowns, or an open interval; the task decides */
  | { k: 'tuple'; values: Num[] }
  | { k: 'pairs'; values: Record<string, Num> }
  | { k: 'expr'; src: string; vars: string[] }
  /** an equation that is not an answer yet: a step of working (3x = 15) */
  | { k: 'equation'; lhs: string; rhs: string }
  /** a general solution: x = π/6 + 2kπ or x = 5π/6 + 2kπ (k an integer), each family as mathjs source in k */
  | { k: 'periodic'; v: string | null; families: string[] }
) & {
  /** the units or currencies written on the numbers ("30 €": eur); the checker asks if they are the question's */
  units?: string[]
}

export function num(piece: string): Num | null {
  const src = toMathjs(piece)
  if (!src || freeVariables(src).length) return null
  let x: unknown
  try {
    x = evaluate(src)
  } catch {
    // Expected: the text is the model's or the student's: what mathjs cannot evaluate is no claim.
    return null
  }
  if (typeof x !== 'number' || Number.isNaN(x)) return null
  const decimals = Math.max(0, ...[...piece.matchAll(/\d\.(\d+)/g)].map((m) => m[1].length))
  return { x, decimals, percent: /%/.test(piece), src }
}

/** The text of an answer made plain: LaTeX, Unicode, lower case, no "the answer is". */
export function plainAnswer(text: string, lang: Lang): string {
  let s = /[\\$]/.test(text) ? toPlain(text) : text.replace(/\*\*|__|`/g, '')
  s = plainMaths(s).toLowerCase().replace(/\s+/g, ' ').trim()
  // 0,5 is a decimal in French and Spanish; elsewhere "4,5" lists two answers.
  if (lang === 'fr' || lang === 'es') s = s.replace(/(\d),(\d)/g, '$1.$2')
  for (let changed = true; changed; ) {
    const next = s.replace(FILLER_PREFIX, '').replace(/^[\s:：,，.]+/, '').replace(/[\s.。!！?？]+$/, '').trim()
    changed = next !== s
    s = next
  }
  return s
    .replace(COPULA, ' = ')
    // x ≈ 1.41 is x = 1.41 (the decimals shown say how it is rounded); x != 2 is x ≠ 2.
    .replace(/(?<=\b[a-z]\s*)(?:≈|≃)\s*/g, '= ')
    .replace(/!=/g, '≠')
    // S = {1 ; 4}, S = ]-2 ; 3[: the set named S (a French textbook's) is the answer.
    .replace(/^s\s*=\s*(?=[{[\]()∅])/, '')
}

/** units: false reads "5 m" as the expression it may be (the question's unknown m), not 5 metres. */
export function readClaim(text: string, lang: Lang = 'en', options: { units?: boolean } = {}): Claim | null {
  if (typeof text !== 'string' || text.length > 2000) return null
  if (options.units === false) return readPlain(plainAnswer(text, lang))
  const { text: plain, units } = stripUnits(plainAnswer(dollarSigns(text), lang))
  const claim = readPlain(plain)
  return claim && units.length ? { ...claim, units } : claim
}

function readPlain(plain: string): Claim | null {
  let s = frenchIntervals(plain)
  if (!s) return null
  // ]-2 ; 3[ was an interval (now (-2, 3)), not a point.
  if (s !== plain && /[[\]()]/.test(s)) return readSet(s, true)
  // {x | x > 2}, {x : x > 2}: the set-builder's condition; {1 ; 4}: its members; {} empty.
  const builder = s.match(/^(?:[a-z]\s*(?:=|∈)\s*)?\{\s*([a-z])\s*[|:]\s*([^{}]+)\}$/)
  if (builder) return readPlain(builder[2].trim())
  const roster = s.match(/^(?:([a-z])\s*(?:=|∈)\s*)?\{([^{}|:]*)\}$/)
  if (roster) {
    if (!roster[2].trim()) return { k: 'none' }
    const inner = readPlain(roster[2].trim())
    // {x = 3, y = 2} is a system's solution; {2, 3} the roots of S = or x ∈.
    if (inner?.k === 'pairs') return inner
    return inner?.k === 'values' && !inner.v ? { ...inner, v: roster[1] ?? null } : null
  }
  const periodic = readPeriodic(s)
  if (periodic !== undefined) return periodic
  if (NONE_WORDS.test(s) || /∈\s*∅|^∅$/.test(s)) return { k: 'none' }
  const v0 = s.match(/^([a-z])\s*(?:∈|=)/)?.[1] ?? null
  if (ALL_WORDS.test(s) || /∈\s*(?:ℝ|r)\s*(?:\\.*)?$/.test(s)) {
    // "all real numbers except 2" is not every number: ℝ without the point, or not read at all.
    const except = s.match(/(?:except|but|other than|apart from|sauf|excepté|hormis|à part|excepto|salvo|menos|除了?|但|不等于|不等於|≠|\\)\s*(?:for\s+|pour\s+|para\s+)?(?:[a-z]\s*=\s*|\{)?\s*(-?[\d./]+)\s*\}?\s*(?:外|以外|之外)?$/)
    if (except) {
      const n = num(except[1])
      return n ? { k: 'set', v: v0, intervals: [{ lo: -Infinity, hi: n.x, loIn: false, hiIn: false }, { lo: n.x, hi: Infinity, loIn: false, hiIn: false }] } : null
    }
    if (/except|but|other than|apart from|sauf|excepté|hormis|à part|excepto|salvo|menos|除|但|不等于|不等於|≠|\\/.test(s)) return null
    return { k: 'all', v: v0 }
  }
  const sign = DECREASE.test(s) ? -1 : INCREASE.test(s) ? 1 : 0
  s = s.replace(DECREASE, ' ').replace(INCREASE, ' ').trim()
  const set = readSet(s)
  if (set) return set
  const pieces = s.split(SEPARATOR).map((p) => p.trim()).filter(Boolean)
  const tuple = s.match(/^\(([^()]+),([^()]+)\)$/)
  if (tuple) {
    const values = [num(tuple[1]), num(tuple[2])]
    if (values.every(Boolean)) return { k: 'tuple', values: values as Num[] }
  }
  const assigned = pieces.map((p) => p.match(/^([a-z])\s*=\s*(.+)$/))
  const vars = new Set(assigned.filter(Boolean).map((m) => m![1]))
  if (vars.size >= 2 && assigned.every(Boolean)) {
    const values: Record<string, Num> = {}
    for (const m of assigned) {
      const n = num(m![2])
      if (!n || m![1] in values) return null
      values[m![1]] = n
    }
    return { k: 'pairs', values }
  }
  // "3x = 15": a step, not an answer ("x = 5", "f'(2) = 12" and "x³ = 27" are answers).
  if (pieces.length === 1 && (s.match(/=/g) ?? []).length === 1) {
    const [lhs, rhs] = s.split('=').map((x) => x.trim())
    const [l, r] = [toMathjs(lhs), toMathjs(rhs)]
    const label = /^[a-z]'?\s*(?:\([^()]*\))?$/.test(lhs) || /^[a-z]\s*\^\s*\(?\d+\)?$/.test(lhs)
    if (!label && l && r && (freeVariables(l).length || freeVariables(r).length)) return { k: 'equation', lhs: l, rhs: r }
  }
  // One expression with letters: a simplified form, a derivative, a factorisation.
  if (pieces.length === 1) {
    const rhs = s.includes('=') ? s.slice(s.lastIndexOf('=') + 1) : s
    const src = toMathjs(rhs)
    if (src && freeVariables(src).length) return { k: 'expr', src, vars: freeVariables(src) }
  }
  const values: Num[] = []
  for (const p of pieces) {
    const rhs = p.includes('=') ? p.slice(p.lastIndexOf('=') + 1) : p
    if (p.includes('=') && !/^[a-z]\s*=/.test(p) && pieces.length > 1) return null
    const variants = rhs.includes('±') ? [rhs.replace('±', '+'), rhs.replace('±', '-')] : [rhs]
    for (const r of variants) {
      const n = num(r)
      if (!n) return null
      values.push(n)
    }
  }
  if (values.length === 0) return null
  if (sign && values.length === 1 && values[0].percent) values[0] = { ...values[0], x: sign * Math.abs(values[0].x) }
  const v = vars.size === 1 ? [...vars][0] : null
  return { k: 'values', v, values }
}

const REL = /≤|≥|<|>/

/**
 * French interval brackets: ]-2 ; 3[ is (-2, 3), [4 ; +∞[ is [4, +∞): a bracket turned outwards
 * leaves its end out.
 */
function frenchIntervals(s: string): string {
  return s.replace(/([[\]])\s*([^[\]();,]+?)\s*[;,]\s*([^[\]();,]+?)\s*([[\]])/g, (_, a: string, lo: string, hi: string, b: string) => `${a === '[' ? '[' : '('}${lo}, ${hi}${b === ']' ? ']' : ')'}`)
}

/** "k ∈ Z", "where k is an integer", "k 为整数": what a general solution's integer is. */
const INTEGER_NOTE = /\s*[,，;；]?\s*[(（]?\s*(?:where |with |for |avec |où |ou |con |donde |para |其中 ?)?(k|n)\s*(?:∈\s*(?:z|ℤ)|in\s+(?:z|ℤ)|is an integer|an integer|est un entier|entier(?: relatif)?|es un entero|entero|为整数|為整數|是整数|是整數|∈\s*整数|∈\s*整數)\s*[)）]?$/

/**
 * x = π/6 + 2kπ or x = 5π/6 + 2kπ (k ∈ Z): undefined when the text is no general solution (read it
 * otherwise), null when it is one but a family cannot be read.
 */
function readPeriodic(s: string): Claim | null | undefined {
  const note = s.match(INTEGER_NOTE)
  const body = note ? s.slice(0, note.index).trim() : s
  const letter = note?.[1] ?? (/(?<![a-z])k(?=pi|[^a-z]|$)/.test(body) ? 'k' : null)
  if (!letter) return undefined
  const pieces = body.split(SEPARATOR).map((p) => p.trim()).filter(Boolean)
  // "k = 3" answers for an unknown k; only a value that moves with k is a family.
  const moving = pieces.map((p) => toMathjs(p.replace(/^[a-z]\s*=\s*/, '')))
  if (!note && (pieces.some((p) => new RegExp(`^${letter}\\s*=`).test(p)) || !moving.some((m) => m && freeVariables(m).includes(letter)))) return undefined
  let v: string | null = null
  const families: string[] = []
  for (const p of pieces) {
    const m = p.match(/^(?:([a-z])\s*=\s*)?(.+)$/)!
    if (m[1]) {
      if (v && v !== m[1]) return null
      v = m[1]
    }
    const src = toMathjs(m[2])
    if (!src || freeVariables(src).join() !== letter) return null
    families.push(letter === 'k' ? src : src.replace(/(?<![a-z])n(?![a-z])/g, 'k'))
  }
  return families.length ? { k: 'periodic', v, families } : null
}

/** x < 2, -1 < x ≤ 3, x ≤ -2 or x ≥ 3, x ∈ (-∞, 2) ∪ [3, +∞), (-∞, 2]. */
function readSet(s: string, interval = false): Claim | null {
  const member = s.match(/^(?:([a-z])\s*∈\s*)?((?:[[(][^[\]()]*[\])]\s*(?:∪|u)\s*)*[[(][^[\]()]*[\])])$/)
  if (member && (interval || member[1] || /infinity|∞/.test(member[2]) || /\[|\]/.test(member[2]))) {
    const intervals: Bound[] = []
    for (const part of member[2].split(/\s*(?:∪|\bu\b)\s*/)) {
      const m = part.match(/^([[(])\s*(.+?)\s*[,;]\s*(.+?)\s*([\])])$/)
      const [lo, hi] = m ? [bound(m[2]), bound(m[3])] : [null, null]
      if (!m || lo === null || hi === null || lo > hi) return null
      intervals.push({ lo, hi, loIn: m[1] === '[' && Number.isFinite(lo), hiIn: m[4] === ']' && Number.isFinite(hi) })
    }
    return { k: 'set', v: member[1] ?? null, intervals }
  }
  const not = s.match(/^([a-z])\s*≠\s*([^≠<>≤≥]+)$/)
  const except = not ? num(not[2]) : null
  if (not && except) return { k: 'set', v: not[1], intervals: [{ lo: -Infinity, hi: except.x, loIn: false, hiIn: false }, { lo: except.x, hi: Infinity, loIn: false, hiIn: false }] }
  if (!REL.test(s)) return null
  const intervals: Bound[] = []
  let v: string | null = null
  for (const part of s.split(/\s+(?:or|ou|o)\s+|\s*(?:或者|或)\s*|,\s*(?=[a-z-\d])/)) {
    const chain = part.split(/\s+(?:and|et|y)\s+|\s*(?:且|并且|並且)\s*/).map(relation)
    if (chain.some((c) => !c)) return null
    let acc: Bound = { lo: -Infinity, hi: Infinity, loIn: false, hiIn: false }
    for (const c of chain as { v: string; b: Bound }[]) {
      if (v && c.v !== v) return null
      v = c.v
      acc = {
        lo: Math.max(acc.lo, c.b.lo),
        hi: Math.min(acc.hi, c.b.hi),
        loIn: c.b.lo > acc.lo ? c.b.loIn : c.b.lo < acc.lo ? acc.loIn : acc.loIn && c.b.loIn,
        hiIn: c.b.hi < acc.hi ? c.b.hiIn : c.b.hi > acc.hi ? acc.hiIn : acc.hiIn && c.b.hiIn,
      }
    }
    intervals.push(acc)
  }
  // "x > -1, x < 3" joined by a comma alone: "or" when the parts are apart, but overlapping parts were
  // more likely meant together (-1 < x < 3). Not read rather than read as every number.
  const overlapping = intervals.some((a, i) => intervals.some((b, j) => j > i && a.lo < b.hi && b.lo < a.hi))
  if (overlapping && !/\s(?:or|ou|o)\s|或/.test(s)) return null
  return { k: 'set', v, intervals }
}

function bound(s: string): number | null {
  if (/^[+]?(?:infinity|∞)$/.test(s)) return Infinity
  if (/^-(?:infinity|∞)$/.test(s)) return -Infinity
  return num(s)?.x ?? null
}

/** x < 2, 2 > x, -1 < x ≤ 3 as one interval of one variable. */
function relation(part: string): { v: string; b: Bound } | null {
  const sides = part.split(/(≤|≥|<|>)/).map((x) => x.trim())
  if (sides.length === 3 || sides.length === 5) {
    const vi = sides.findIndex((x) => /^[a-z]$/.test(x))
    if (vi < 0 || vi % 2 !== 0) return null
    let b: Bound = { lo: -Infinity, hi: Infinity, loIn: false, hiIn: false }
    for (let i = 1; i < sides.length; i += 2) {
      const [l, op, r] = [sides[i - 1], sides[i], sides[i + 1]]
      const [numSide, varLeft] = l === sides[vi] ? [r, true] : [l, false]
      const k = num(numSide)
      if (!k || (l !== sides[vi] && r !== sides[vi])) return null
      const less = (op === '<' || op === '≤') === varLeft
      const incl = op === '≤' || op === '≥'
      b = less ? { ...b, hi: k.x, hiIn: incl } : { ...b, lo: k.x, loIn: incl }
    }
    return { v: sides[vi], b }
  }
  return null
}
