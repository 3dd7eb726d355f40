import { stripParens, variables, type Expr } from '../expr'
import { isInt, isNeg, isZero, ONE, Q, valueTex, type Fraction } from '../fractions'
import { coefficient, constant, constantValue, degree, fromExpr, scale, toExpr, type Poly } from '../polynomial'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Relation, RelOp } from '../types'
import { sumTerms } from './linear'
import { exponentOf } from './logexp'
import { setAnswer, type ExactInterval } from './roots'

/**
 * Linear inequalities, chains (-1 < 2x + 1 ≤ 7), several at once (2x + 3 > 7 and x < 5) and
 * absolute values (|2x − 1| ≥ 5), answered in interval notation. Dividing by a negative number
 * reverses the sign, and the steps say so.
 */
export const REL_TEX: Record<RelOp, string> = { '<': '<', '>': '>', '≤': '\\le', '≥': '\\ge' }
const FLIP: Record<RelOp, RelOp> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' }
const ALL: ExactInterval = { lo: null, hi: null, loIn: false, hiIn: false }

const linear = (e: Expr, v: string): Poly | null => {
  const p = fromExpr(e)
  return p && degree(p, v) <= 1 && [...variables(e)].every((x) => x === v) ? p : null
}

/** v op k as an interval. */
function ray(op: RelOp, k: Fraction): ExactInterval {
  return op === '<' || op === '≤' ? { lo: null, hi: k, loIn: false, hiIn: op === '≤' } : { lo: k, hi: null, loIn: op === '≥', hiIn: false }
}

function intersect(a: ExactInterval, b: ExactInterval): ExactInterval | null {
  const lo = !a.lo ? b : !b.lo ? a : a.lo.compare(b.lo) > 0 ? a : b.lo.compare(a.lo) > 0 ? b : { lo: a.lo, loIn: a.loIn && b.loIn }
  const hi = !a.hi ? b : !b.hi ? a : a.hi.compare(b.hi) < 0 ? a : b.hi.compare(a.hi) < 0 ? b : { hi: a.hi, hiIn: a.hiIn && b.hiIn }
  const out = { lo: lo.lo ?? null, loIn: lo.loIn ?? false, hi: hi.hi ?? null, hiIn: hi.hiIn ?? false }
  if (out.lo && out.hi) {
    const c = out.lo.compare(out.hi)
    if (c > 0 || (c === 0 && !(out.loIn && out.hiIn))) return null
    if (c === 0) return null // a single point: beyond these steps
  }
  return out
}

/** L op R, linear: the steps of a linear equation, with the sign kept (and reversed by a negative divisor). */
function solveLinear(L: Poly, op: RelOp, R: Poly, v: string, steps: Step[]): ExactInterval | 'all' | 'none' {
  const [a1, b1, a2, b2] = [coefficient(L, v, 1), coefficient(L, v, 0), coefficient(R, v, 1), coefficient(R, v, 0)]
  const [A, B] = [a1.sub(a2), b2.sub(b1)]
  const rel = REL_TEX[op]
  if (!isZero(a2) || !isZero(b1)) {
    const moved = `${tex(sumTerms([a1, v], [a2.neg(), v]))} ${rel} ${tex(sumTerms([b2], [b1.neg()]))}`
    const result = `${isZero(A) ? '0' : tex(sumTerms([A, v]))} ${rel} ${valueTex(B)}`
    steps.push(isZero(a2) ? step('moveConstant', { term: valueTex(b1.abs()), op: isNeg(b1) ? 'add' : 'subtract' }, `${result}`) : step('collectTerms', { v }, `${moved} \\;\\Rightarrow\\; ${result}`))
  }
  if (isZero(A)) {
    const holds = op === '<' ? B.compare(0) > 0 : op === '≤' ? B.compare(0) >= 0 : op === '>' ? B.compare(0) < 0 : B.compare(0) <= 0
    steps.push(step(holds ? 'alwaysTrue' : 'neverTrue', {}, `0 ${rel} ${valueTex(B)}`))
    return holds ? 'all' : 'none'
  }
  const k = B.div(A)
  const final = isNeg(A) ? FLIP[op] : op
  if (isNeg(A)) steps.push(step('flipDivide', { coef: valueTex(A) }, `${v} ${REL_TEX[final]} \\frac{${valueTex(B)}}{${valueTex(A)}} = ${valueTex(k)}`))
  else if (!A.equals(ONE)) steps.push(step('divideBoth', { coef: valueTex(A), v }, `${v} ${REL_TEX[final]} ${valueTex(k)}`))
  return ray(final, k)
}

/** lo < a·v + b ≤ hi, all three parts at once. */
function threeParts(lo: Fraction, op1: RelOp, M: Poly, op2: RelOp, hi: Fraction, v: string, steps: Step[]): ExactInterval | 'none' {
  const [a, b] = [coefficient(M, v, 1), coefficient(M, v, 0)]
  if (isZero(a)) return 'none'
  let [l, h] = [lo.sub(b), hi.sub(b)]
  const av = tex(sumTerms([a, v]))
  if (!isZero(b)) steps.push(step('allParts', { op: isNeg(b) ? 'add' : 'subtract', term: valueTex(b.abs()) }, `${valueTex(l)} ${REL_TEX[op1]} ${av} ${REL_TEX[op2]} ${valueTex(h)}`))
  ;[l, h] = [l.div(a), h.div(a)]
  let [o1, o2] = [op1, op2]
  if (isNeg(a)) [l, h, o1, o2] = [h, l, op2, op1]
  if (!a.equals(ONE)) steps.push(step('divideAll', { coef: valueTex(a), flip: isNeg(a) }, `${valueTex(l)} ${REL_TEX[o1]} ${v} ${REL_TEX[o2]} ${valueTex(h)}`))
  // o1 and o2 read left to right as "<" or "≤".
  return intersect(ray(o1 === '<' ? '>' : '≥', l), ray(o2, h)) ?? 'none'
}

function absoluteInequality(r: Relation, v: string, steps: Step[]): { set: ExactInterval[]; hint: Hint } | null {
  const flipped = stripParens(r.rhs).t === 'fn' && (stripParens(r.rhs) as { name: string }).name === 'abs'
  const [side, op, other] = flipped ? [r.rhs, FLIP[r.op], r.lhs] : [r.lhs, r.op, r.rhs]
  const abs = stripParens(side)
  if (abs.t !== 'fn' || abs.name !== 'abs') return null
  const A = linear(abs.a, v)
  const c = fromExpr(other)
  const k = c && constantValue(c)
  if (!A || !k || degree(A, v) !== 1) return null
  const less = op === '<' || op === '≤'
  const h = hint('absIneq', { less })
  if (less) {
    if (isNeg(k) || isZero(k)) {
      if (isZero(k) && op === '≤') return null
      steps.push(step('absNever', {}, `${tex(side)} ${REL_TEX[op]} ${valueTex(k)}`))
      return { set: [], hint: h }
    }
    steps.push(step('absLess', {}, `${valueTex(k.neg())} ${REL_TEX[op]} ${tex(toExpr(A))} ${REL_TEX[op]} ${valueTex(k)}`))
    const i = threeParts(k.neg(), op, A, op, k, v, steps)
    return { set: i === 'none' ? [] : [i], hint: h }
  }
  if (isNeg(k) || (isZero(k) && op === '≥')) {
    steps.push(step('absAlways', {}, `${tex(side)} ${REL_TEX[op]} ${valueTex(k)}`))
    return { set: [ALL], hint: h }
  }
  if (isZero(k)) return null
  const under = FLIP[op]
  steps.push(step('absGreater', {}, `${tex(toExpr(A))} ${REL_TEX[under]} ${valueTex(k.neg())}`, `${tex(toExpr(A))} ${REL_TEX[op]} ${valueTex(k)}`))
  const low = solveLinear(A, under, constant(k.neg()), v, steps)
  const high = solveLinear(A, op, constant(k), v, steps)
  if (typeof low === 'string' || typeof high === 'string') return null
  return { set: [low, high].sort((x, y) => (x.lo ? 1 : -1) - (y.lo ? 1 : -1)), hint: h }
}

/**
 * b^A op c with an integer base b ≥ 2, A linear and c a positive power of b (2^x > 8, 3^(x-1) ≤ 9):
 * both sides as powers of b, then the exponents compared with the same sign (b > 1, so b^t grows
 * with t). A base 1/b (also 0.5) is b to the power −1: (1/2)^x > 4 is 2^(−x) > 2², so −x > 2 and
 * dividing by −1 reverses the sign, x < −2 (a base below 1 shrinks as t grows). Any other
 * exponential inequality (c ≤ 0, c not a power of b, another base) is declined.
 */
function exponentialInequality(r: Relation, v: string, steps: Step[]): ExactInterval | 'all' | 'none' | null {
  const flipped = !variables(r.lhs).has(v)
  const [side, op, other] = flipped ? [r.rhs, FLIP[r.op], r.lhs] : [r.lhs, r.op, r.rhs]
  const p = stripParens(side)
  if (p.t !== 'pow') return null
  const base = integerBase(stripParens(p.a))
  if (!base) return null
  const A0 = linear(p.b, v)
  const A = A0 && (base.inverted ? scale(A0, Q(-1)) : A0)
  const c = fromExpr(other)
  const k = c && constantValue(c)
  if (!A || degree(A, v) !== 1 || !k || isNeg(k) || isZero(k) || variables(other).size) return null
  const e = exponentOf(base.b, k)
  if (!e) return null
  const rewritten = base.inverted ? ` = ${base.b}^{${tex(toExpr(A))}}` : ''
  steps.push(step('samePower', {}, `${tex(side)}${rewritten} ${REL_TEX[op]} ${base.b}^{${valueTex(e)}}`))
  steps.push(step('compareExponents', {}, `${tex(toExpr(A))} ${REL_TEX[op]} ${valueTex(e)}`))
  return solveLinear(A, op, constant(e), v, steps)
}

/** 2, 3, … 1000 as they are; 1/2, 0.5, 1/3 as a whole base to the power −1. */
function integerBase(b: Expr): { b: number; inverted: boolean } | null {
  const whole = (x: Expr) => (x.t === 'num' && isInt(x.v) && x.v.valueOf() >= 2 && x.v.valueOf() <= 1000 ? x.v.valueOf() : null)
  if (whole(b)) return { b: whole(b)!, inverted: false }
  if (b.t === 'num' && b.v.n === 1n && b.v.s > 0n && b.v.d >= 2n && b.v.d <= 1000n) return { b: Number(b.v.d), inverted: true }
  if (b.t === 'div' && stripParens(b.a).t === 'num' && (stripParens(b.a) as { v: Fraction }).v.equals(ONE) && whole(stripParens(b.b))) return { b: whole(stripParens(b.b))!, inverted: true }
  return null
}

const powerBaseTex = (r: Relation) => {
  const p = stripParens(stripParens(r.lhs).t === 'pow' ? r.lhs : r.rhs)
  return p.t === 'pow' ? tex(p.a) : ''
}

export function solveInequality(relations: Relation[], v: string): Solved | null {
  const steps: Step[] = []
  let set: ExactInterval[] | null = null
  let h: Hint = hint('ineqSteps', {})
  const chain = relations.length === 2 && relations[0].rhs === relations[1].lhs
  const power = relations.length === 1 && [relations[0].lhs, relations[0].rhs].some((e) => stripParens(e).t === 'pow' && variables((stripParens(e) as { b: Expr }).b).has(v))
  if (power) {
    const one = exponentialInequality(relations[0], v, steps)
    if (!one) return null
    set = one === 'none' ? [] : one === 'all' ? [ALL] : [one]
    h = hint('samePower', { base: powerBaseTex(relations[0]) })
  } else if (relations.length === 1 && [relations[0].lhs, relations[0].rhs].some((e) => stripParens(e).t === 'fn')) {
    const abs = absoluteInequality(relations[0], v, steps)
    if (!abs) return null
    ;[set, h] = [abs.set, abs.hint]
  } else if (chain) {
    const [lo, M, hi] = [fromExpr(relations[0].lhs), linear(relations[0].rhs, v), fromExpr(relations[1].rhs)]
    const [l, hv] = [lo && constantValue(lo), hi && constantValue(hi)]
    if (!l || !hv || !M || degree(M, v) !== 1) return null
    const i = threeParts(l, relations[0].op, M, relations[1].op, hv, v, steps)
    set = i === 'none' ? [] : [i]
  } else {
    let acc: ExactInterval | null = ALL
    const parts: string[] = []
    for (const r of relations) {
      const [L, R] = [linear(r.lhs, v), linear(r.rhs, v)]
      if (!L || !R) return null
      const one = solveLinear(L, r.op, R, v, steps)
      if (one === 'none') acc = null
      else if (one !== 'all' && acc) acc = intersect(acc, one)
      if (typeof one !== 'string') parts.push(one.lo ? `${v} ${one.loIn ? '\\ge' : '>'} ${valueTex(one.lo)}` : `${v} ${one.hiIn ? '\\le' : '<'} ${valueTex(one.hi!)}`)
    }
    if (relations.length > 1) steps.push(step('overlap', {}, `${parts.join(', \\; ')} \\;\\Rightarrow\\; ${acc ? bothSides(acc, v) : '\\varnothing'}`))
    set = acc ? [acc] : []
  }
  const answer = setAnswer(v, set)
  if (set.length && (set[0].lo || set[0].hi)) steps.push(step('interval', {}, answer.final.latex))
  const math = chain
    ? `${tex(relations[0].lhs)} ${REL_TEX[relations[0].op]} ${tex(relations[0].rhs)} ${REL_TEX[relations[1].op]} ${tex(relations[1].rhs)}`
    : relations.map((r) => `${tex(r.lhs)} ${REL_TEX[r.op]} ${tex(r.rhs)}`).join(', \\; ')
  return { kind: 'inequality', statement: { k: 'solveIneq', math }, steps, hint: h, check: [], notes: [], ...answer }
}

function bothSides(i: ExactInterval, v: string): string {
  if (i.lo && i.hi) return `${valueTex(i.lo)} ${i.loIn ? '\\le' : '<'} ${v} ${i.hiIn ? '\\le' : '<'} ${valueTex(i.hi)}`
  if (i.lo) return `${v} ${i.loIn ? '\\ge' : '>'} ${valueTex(i.lo)}`
  if (i.hi) return `${v} ${i.hiIn ? '\\le' : '<'} ${valueTex(i.hi)}`
  return `${v} \\in \\mathbb{R}`
}

