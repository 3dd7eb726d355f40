import { bin, paren, some, stripParens, variables, type Expr } from '../expr'
import { isNeg, isZero, valueTex } from '../fractions'
import { constantValue, degree, evaluate, fromExpr, mul, sub, toExpr, type Poly } from '../polynomial'
import { tex } from '../print'
import { toRational } from '../rational'
import type { Root, Solved } from '../solved'
import { hint, step, type Step } from '../steps'
import type { Equation } from '../types'
import { solveLinear } from './linear'
import { solveQuadratic } from './quadratic'
import { exactValue, rootsAnswer } from './roots'

/**
 * Equations that become polynomial after one move: a proportion or an unknown in a denominator
 * (cross-multiply, then exclude values that make a denominator zero), and a square root equal to
 * something (square both sides, then keep only the candidates that check).
 */

/** A polynomial equation of degree ≤ 2, with the usual steps. */
export function polynomialEquation(eq: Equation, v: string): Solved | null {
  const [L, R] = [fromExpr(eq.lhs), fromExpr(eq.rhs)]
  if (!L || !R) return null
  const P = sub(L, R)
  if ([...variables(eq.lhs), ...variables(eq.rhs)].some((x) => x !== v)) return null
  const d = degree(P, v)
  return d <= 1 ? solveLinear(eq, v, L, R) : d === 2 ? solveQuadratic(eq, v, L, R) : null
}

const hasDenominatorVar = (e: Expr, v: string) => some(e, (x) => x.t === 'div' && variables(x.b).has(v))

export function crossMultiply(eq: Equation, v: string, ratio: boolean): Solved | null {
  if (!ratio && !hasDenominatorVar(eq.lhs, v) && !hasDenominatorVar(eq.rhs, v)) return null
  const [A, B] = [toRational(eq.lhs), toRational(eq.rhs)]
  if (!A || !B) return null
  const [left, right] = [mul(A.num, B.den), mul(B.num, A.den)]
  if (!left || !right) return null
  const shown = (n: Poly, d: Poly) => (constantValue(d)?.equals(1) ? toExpr(n) : bin('div', toExpr(n), toExpr(d)))
  const wrap = (p: Poly) => (p.size > 1 ? paren(toExpr(p)) : toExpr(p))
  const steps: Step[] = []
  if (ratio) steps.push(step('ratioAsFractions', {}, `${tex(shown(A.num, A.den))} = ${tex(shown(B.num, B.den))}`))
  const products = `${tex(bin('mul', wrap(A.num), wrap(B.den)))} = ${tex(bin('mul', wrap(B.num), wrap(A.den)))}`
  const crossed: Equation = { lhs: toExpr(left), rhs: toExpr(right) }
  steps.push(step('crossMultiply', {}, `${products} \\;\\Rightarrow\\; ${tex(crossed.lhs)} = ${tex(crossed.rhs)}`))
  const inner = polynomialEquation(crossed, v)
  if (!inner || !inner.roots) return null
  steps.push(...inner.steps)
  const denominators = [A.den, B.den].filter((d) => !constantValue(d))
  const kept: Root[] = []
  for (const r of inner.roots) {
    if (r.q && denominators.some((d) => isZero(evaluate(d, { [v]: r.q! })))) steps.push(step('excluded', { value: `${v} = ${r.tex}` }))
    else kept.push(r)
  }
  const answer = rootsAnswer(v, kept)
  return {
    kind: ratio ? 'proportion' : inner.kind,
    statement: { k: 'solve', math: `${tex(eq.lhs)} = ${tex(eq.rhs)}` },
    steps,
    hint: hint('crossMultiply', {}),
    check: [],
    notes: [],
    ...answer,
  }
}

/** √A = B: square both sides, solve, keep what checks. */
export function radicalEquation(eq0: Equation, v: string): Solved | null {
  const isRoot = (e: Expr) => stripParens(e).t === 'fn' && (stripParens(e) as { name: string }).name === 'sqrt'
  const eq = isRoot(eq0.lhs) ? eq0 : isRoot(eq0.rhs) ? { lhs: eq0.rhs, rhs: eq0.lhs } : null
  if (!eq || some(eq.rhs, (x) => x.t === 'fn')) return null
  const inside = (stripParens(eq.lhs) as { a: Expr }).a
  const [A, B] = [fromExpr(inside), fromExpr(eq.rhs)]
  if (!A || !B || degree(A, v) > 2 || degree(A, v) < 1 || degree(B, v) > 1 || [...variables(inside), ...variables(eq.rhs)].some((x) => x !== v)) return null
  const steps: Step[] = []
  const c = constantValue(B)
  if (c && isNeg(c)) {
    steps.push(step('rootNegative', {}, `${tex(eq.lhs)} = ${valueTex(c)} < 0`))
    return { kind: 'radicalEquation', statement: { k: 'solve', math: `${tex(eq0.lhs)} = ${tex(eq0.rhs)}` }, steps, hint: hint('squareBoth', {}), check: [], notes: [], ...rootsAnswer(v, []) }
  }
  const B2 = mul(B, B)
  if (!B2) return null
  const squared: Equation = { lhs: toExpr(A), rhs: toExpr(B2) }
  const rhsShown = c ? `${valueTex(c)}^2` : `\\left(${tex(eq.rhs)}\\right)^2`
  steps.push(step('squareBoth', {}, `${tex(inside)} = ${rhsShown}${tex(squared.rhs) === rhsShown ? '' : ` = ${tex(squared.rhs)}`}`))
  const inner = polynomialEquation(squared, v)
  if (!inner || !inner.roots) return null
  steps.push(...inner.steps)
  const kept: Root[] = []
  const lines = inner.roots.map((r) => {
    if (!r.q) return ''
    const [l, rr] = [exactValue(eq.lhs.t === 'paren' ? eq.lhs.a : eq.lhs, { [v]: r.q }), evaluate(B, { [v]: r.q })]
    const lhsValue = evaluate(A, { [v]: r.q })
    const ok = !isNeg(lhsValue) && !isNeg(rr) && evaluate(B2, { [v]: r.q }).equals(lhsValue)
    if (ok) kept.push(r)
    return `${v} = ${r.tex}: \\; \\sqrt{${valueTex(lhsValue)}}${l ? ` = ${valueTex(l)}` : ''} ${ok ? '=' : '\\neq'} ${valueTex(rr)} \\; ${ok ? '\\checkmark' : '\\times'}`
  })
  if (inner.roots.some((r) => !r.q)) return null
  if (lines.length) steps.push(step('keepValid', {}, ...lines))
  return {
    kind: 'radicalEquation',
    statement: { k: 'solve', math: `${tex(eq0.lhs)} = ${tex(eq0.rhs)}` },
    steps,
    hint: hint('squareBoth', {}),
    check: [],
    notes: [],
    ...rootsAnswer(v, kept),
  }
}
