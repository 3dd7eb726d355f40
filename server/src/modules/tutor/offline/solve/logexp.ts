import { bin, fn, num, paren, stripParens, sym, terms, variables, type Expr } from '../expr'
import { approxText, isInt, isNeg, isZero, ONE, Q, valueTex, type Fraction } from '../fractions'
import { coefficient, constantValue, degree, fromExpr } from '../polynomial'
import { tex, text } from '../print'
import type { Root, Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'
import { polynomialEquation } from './fractions-roots'
import { rootsAnswer } from './roots'

/**
 * log_b(A) = c (A = b^c) and b^A = c (the same base on both sides, or a logarithm), with A linear.
 * Exact answers: x = 32, x = ln 5, x = log₅ 20; a decimal only as a note.
 */
type Base = number | 'e'

/** k·T + m = c, with T the one term `match` picks: T, and the value T must take. */
function isolate(eq: Equation, match: (e: Expr) => boolean): { target: Expr; value: Fraction; moved: boolean } | null {
  const [side, other] = terms(stripParens(eq.lhs)).some((t) => match(stripParens(t.e))) ? [eq.lhs, eq.rhs] : [eq.rhs, eq.lhs]
  const otherPoly = fromExpr(other)
  let c = otherPoly && constantValue(otherPoly)
  if (!c) return null
  let found: { target: Expr; k: Fraction } | null = null
  for (const t of terms(stripParens(side))) {
    const e = stripParens(t.e)
    const sign = t.sign < 0 ? Q(-1) : ONE
    const hit = match(e) ? { target: e, k: sign } : e.t === 'mul' && e.a.t === 'num' && match(stripParens(e.b)) ? { target: stripParens(e.b), k: e.a.v.mul(sign) } : null
    if (hit) {
      if (found) return null
      found = hit
      continue
    }
    const p = fromExpr(e)
    const k = p && constantValue(p)
    if (!k) return null
    c = c.sub(k.mul(sign))
  }
  if (!found || isZero(found.k)) return null
  return { target: found.target, value: c.div(found.k), moved: !found.k.equals(ONE) || terms(stripParens(side)).length > 1 }
}

/** b^k exactly when it is rational (integer k, or a root that comes out whole). */
function power(b: number, k: Fraction): Fraction | null {
  if (isInt(k) && Math.abs(k.valueOf()) <= 30) return Q(b).pow(k)
  const d = Number(k.d)
  const root = Math.round(b ** (1 / d))
  return root ** d === b && d <= 6 ? Q(root).pow(Q(k.s * k.n)) : null
}

/** k with b^k = c exactly (c = 32, b = 4 → 5/2), through a common base r. */
export function exponentOf(b: number, c: Fraction): Fraction | null {
  for (let r = 2; r <= b; r++) {
    let p = 0
    let x = 1
    while (x < b) [x, p] = [x * r, p + 1]
    if (x !== b) continue
    for (let q = -30; q <= 30; q++) if (Q(r).pow(Q(q)).equals(c)) return Q(q, p)
    return null
  }
  return null
}

const linear = (e: Expr, v: string) => {
  const p = fromExpr(e)
  return p && degree(p, v) === 1 && [...variables(e)].every((x) => x === v) ? p : null
}

/** A = value with A linear: its one root, with the steps of a linear equation when A is not just v. */
function finish(A: Expr, value: Expr, v: string, steps: Step[]): Root[] | null {
  const p = linear(A, v)
  if (!p) return null
  if (value.t === 'num') {
    const inner = polynomialEquation({ lhs: stripParens(A), rhs: value }, v)
    if (!inner?.roots) return null
    if (stripParens(A).t !== 'sym') steps.push(...inner.steps)
    return inner.roots
  }
  // x = (L − a₀) / a₁ with L a logarithm or e^c: kept exact.
  const [a1, a0] = [coefficient(p, v, 1), coefficient(p, v, 0)]
  const top = isZero(a0) ? value : bin(isNeg(a0) ? 'add' : 'sub', value, num(a0.abs()))
  const x: Expr = a1.equals(ONE) ? top : bin('div', isZero(a0) ? top : paren(top), num(a1))
  const approx = evalApprox(x)
  if (!Number.isFinite(approx)) return null
  if (stripParens(A).t !== 'sym') steps.push(step('divideBoth', { coef: valueTex(a1), v }, `${v} = ${tex(x)} \\approx ${approxText(approx)}`))
  return [{ x: approx, tex: tex(x), text: text(x), expr: x }]
}

function evalApprox(e: Expr): number {
  // Only what finish() builds: numbers, ln, log_b, e^c and + − ÷.
  switch (e.t) {
    case 'num':
      return e.v.valueOf()
    case 'sym':
      return e.name === 'e' ? Math.E : NaN
    case 'paren':
      return evalApprox(e.a)
    case 'fn':
      return e.name === 'ln' ? Math.log(evalApprox(e.a)) : e.name === 'log' ? Math.log(evalApprox(e.a)) / Math.log(e.base ?? 10) : NaN
    case 'pow':
      return evalApprox(e.a) ** evalApprox(e.b)
    case 'add':
      return evalApprox(e.a) + evalApprox(e.b)
    case 'sub':
      return evalApprox(e.a) - evalApprox(e.b)
    case 'div':
      return evalApprox(e.a) / evalApprox(e.b)
    default:
      return NaN
  }
}

function result(kind: 'logarithm' | 'exponential', eq: Equation, v: string, steps: Step[], h: Hint, roots: Root[]): Solved {
  return { kind, statement: { k: 'solve', math: `${tex(eq.lhs)} = ${tex(eq.rhs)}` }, steps, hint: h, check: [], notes: [], ...rootsAnswer(v, roots) }
}

const isLog = (e: Expr) => e.t === 'fn' && (e.name === 'ln' || e.name === 'lg' || e.name === 'log')

export function logEquation(eq: Equation, v: string): Solved | null {
  const found = isolate(eq, isLog)
  if (!found || found.target.t !== 'fn') return null
  const f = found.target
  const base: Base = f.name === 'ln' ? 'e' : f.name === 'lg' ? 10 : (f.base ?? 10)
  const steps: Step[] = []
  if (found.moved) steps.push(step('isolatePart', {}, `${tex(f)} = ${valueTex(found.value)}`))
  const baseTex = base === 'e' ? 'e' : String(base)
  const exact = base === 'e' ? (isZero(found.value) ? Q(1) : null) : power(base, found.value)
  const value: Expr = exact ? num(exact) : bin('pow', sym('e'), num(found.value))
  if (base !== 'e' && !exact) return null
  steps.push(step('logDefinition', { base: baseTex }, `${tex(f.a)} = ${baseTex}^{${valueTex(found.value)}}${exact ? ` = ${valueTex(exact)}` : ''}`))
  const roots = finish(f.a, value, v, steps)
  return roots && result('logarithm', eq, v, steps, hint('logDefinition', { base: baseTex }), roots)
}

const powerBase = (e: Expr): Base | null => {
  if (e.t === 'fn' && e.name === 'exp') return 'e'
  if (e.t !== 'pow') return null
  const b = stripParens(e.a)
  if (b.t === 'sym' && b.name === 'e') return 'e'
  return b.t === 'num' && isInt(b.v) && b.v.valueOf() >= 2 && b.v.valueOf() <= 1000 ? b.v.valueOf() : null
}

export function expEquation(eq: Equation, v: string): Solved | null {
  const found = isolate(eq, (e) => powerBase(e) !== null && variables(e.t === 'fn' ? e.a : (e as { b: Expr }).b).has(v))
  if (!found) return null
  const base = powerBase(found.target)!
  const A = found.target.t === 'fn' ? found.target.a : (found.target as { b: Expr }).b
  const c = found.value
  if (isNeg(c) || isZero(c) || variables(found.target.t === 'pow' ? found.target.a : num(0)).size) return null
  const steps: Step[] = []
  if (found.moved) steps.push(step('isolatePart', {}, `${tex(found.target)} = ${valueTex(c)}`))
  const k = base === 'e' ? (c.equals(ONE) ? Q(0) : null) : exponentOf(base, c)
  if (k) {
    if (base !== 'e') steps.push(step('samePower', {}, `${tex(found.target)} = ${base}^{${valueTex(k)}}`))
    steps.push(step('equateExponents', {}, `${tex(stripParens(A))} = ${valueTex(k)}`))
    const roots = finish(A, num(k), v, steps)
    return roots && result('exponential', eq, v, steps, hint('samePower', { base: String(base) }), roots)
  }
  const L: Expr = base === 'e' ? fn('ln', num(c)) : fn('log', num(c), base)
  steps.push(step('takeLog', { base: base === 'e' ? 'e' : String(base) }, `${tex(stripParens(A))} = ${tex(L)}`))
  const roots = finish(A, L, v, steps)
  if (stripParens(A).t === 'sym' && roots) steps[steps.length - 1].math[0] += ` \\approx ${approxText(roots[0].x)}`
  return roots && result('exponential', eq, v, steps, hint('takeLog', {}), roots)
}
