import { num, stripParens, substitute, terms, variables, type Expr } from '../expr'
import { isNeg, isZero, ONE, valueTex, type Fraction } from '../fractions'
import { constant, constantValue, degree, fromExpr, scale, sub, toExpr, type Poly } from '../polynomial'
import { tex } from '../print'
import type { Root, Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'
import { exactValue, linearRoot, rootOf, rootsAnswer } from './roots'

/**
 * |A| = B with A linear: B negative has no solution, B = 0 one, otherwise A = B or A = −B; when B
 * holds the unknown each candidate is checked in the original equation (|x − 1| = 2x keeps only
 * x = 1/3). Also k·|A| + m = B and |A| = |B|.
 */
interface AbsSide {
  inner: Expr
  k: Fraction
  m: Fraction
}

const isAbs = (e: Expr) => stripParens(e).t === 'fn' && (stripParens(e) as { name: string }).name === 'abs'
const hasAbs = (e: Expr): boolean => isAbs(e) || (e.t !== 'num' && e.t !== 'sym' && (hasAbs(e.a) || ('b' in e && hasAbs(e.b))))

/** One side as k·|A| + m, or null. */
function absSide(side: Expr): AbsSide | null {
  let found: { inner: Expr; k: Fraction } | null = null
  let m: Poly = new Map()
  for (const t of terms(stripParens(side))) {
    const e = stripParens(t.e)
    const sign = t.sign
    const abs = isAbs(e) ? { inner: (stripParens(e) as { a: Expr }).a, k: ONE } : e.t === 'mul' && e.a.t === 'num' && isAbs(e.b) ? { inner: (stripParens(e.b) as { a: Expr }).a, k: e.a.v } : null
    if (abs) {
      if (found) return null
      found = { inner: abs.inner, k: sign < 0 ? abs.k.neg() : abs.k }
      continue
    }
    const p = fromExpr(e)
    const c = p && constantValue(p)
    if (!c) return null
    m = sub(m, scale(constant(c), sign < 0 ? ONE : ONE.neg()))
  }
  const mv = constantValue(m)
  return found && mv ? { ...found, m: mv } : null
}

const linear = (e: Expr, v: string): Poly | null => {
  const p = fromExpr(e)
  return p && degree(p, v) <= 1 && [...variables(e)].every((x) => x === v) ? p : null
}

function caseLine(A: Poly, B: Poly, v: string): { line: string; root: Fraction | null } | null {
  const r = linearRoot(sub(A, B), v)
  if (r === null || r === 'all') return null
  const shown = `${tex(toExpr(A))} = ${tex(toExpr(B))}`
  return r === 'none' ? { line: shown, root: null } : { line: `${shown} \\;\\Rightarrow\\; ${v} = ${valueTex(r)}`, root: r }
}

export function solveAbsolute(eq0: Equation, v: string): Solved | null {
  if (!hasAbs(eq0.lhs) && !hasAbs(eq0.rhs)) return null
  // |A| = |B|: equal or opposite.
  if (isAbs(eq0.lhs) && isAbs(eq0.rhs)) {
    const [A, B] = [linear((stripParens(eq0.lhs) as { a: Expr }).a, v), linear((stripParens(eq0.rhs) as { a: Expr }).a, v)]
    if (!A || !B) return null
    const cases = [caseLine(A, B, v), caseLine(A, scale(B, ONE.neg()), v)]
    if (cases.some((c) => !c)) return null
    const roots = cases.flatMap((c) => (c!.root ? [rootOf(c!.root)] : []))
    return done(eq0, v, [step('absBothSides', {}, ...cases.map((c) => c!.line))], hint('absCases', { value: tex(eq0.rhs) }), roots)
  }
  const eq = hasAbs(eq0.lhs) ? eq0 : { lhs: eq0.rhs, rhs: eq0.lhs }
  if (hasAbs(eq.rhs)) return null
  const side = absSide(eq.lhs)
  const A = side && linear(side.inner, v)
  const R = linear(eq.rhs, v)
  if (!side || !A || !R || degree(A, v) !== 1 || isZero(side.k)) return null
  const B = scale(sub(R, constant(side.m)), ONE.div(side.k))
  const steps: Step[] = []
  const absTex = tex({ t: 'fn', name: 'abs', a: side.inner })
  if (!side.k.equals(ONE) || !isZero(side.m)) steps.push(step('isolateAbs', {}, `${absTex} = ${tex(toExpr(B))}`))
  const c = constantValue(B)
  if (c && isNeg(c)) {
    steps.push(step('absNegative', {}, `${absTex} = ${valueTex(c)} < 0`))
    return done(eq0, v, steps, hint('absNegative', {}), [])
  }
  if (c && isZero(c)) {
    const only = caseLine(A, B, v)
    if (!only?.root) return null
    steps.push(step('absZero', {}, only.line))
    return done(eq0, v, steps, hint('absCases', { value: '0' }), [rootOf(only.root)])
  }
  const cases = [caseLine(A, B, v), caseLine(A, scale(B, ONE.neg()), v)]
  if (cases.some((x) => !x)) return null
  steps.push(step('absCases', {}, ...cases.map((x) => x!.line)))
  const candidates = cases.flatMap((x) => (x!.root ? [x!.root] : []))
  if (c) return done(eq0, v, steps, hint('absCases', { value: valueTex(c) }), candidates.map((r) => rootOf(r)))
  // B holds the unknown: a candidate is a solution only where B ≥ 0, i.e. where it checks.
  const kept: Root[] = []
  const lines = candidates.map((r) => {
    const [l, rr] = [exactValue(eq0.lhs, { [v]: r }), exactValue(eq0.rhs, { [v]: r })]
    const ok = !!l && !!rr && l.equals(rr)
    if (ok) kept.push(rootOf(r))
    return `${v} = ${valueTex(r)}: \\; ${tex(substitute(eq0.lhs, v, num(r)))} = ${l ? valueTex(l) : '?'}, \\; ${tex(substitute(eq0.rhs, v, num(r)))} = ${rr ? valueTex(rr) : '?'} \\; ${ok ? '\\checkmark' : '\\times'}`
  })
  steps.push(step('keepValid', {}, ...lines))
  return done(eq0, v, steps, hint('absCheck', {}), kept, true)
}

function done(eq: Equation, v: string, steps: Step[], h: Hint, roots: Root[], checked = false): Solved {
  const answer = rootsAnswer(v, roots)
  const check = checked || roots.length === 0 ? [] : [step('check', {}, ...answer.roots!.map((r) => checkLine(eq, v, r.q!)))]
  return {
    kind: 'absolute',
    statement: { k: 'solve', math: `${tex(eq.lhs)} = ${tex(eq.rhs)}` },
    steps,
    hint: h,
    check,
    notes: [],
    ...answer,
  }
}

export function checkLine(eq: Equation, v: string, r: Fraction): string {
  const at = (e: Expr) => tex(substitute(e, v, num(r)))
  const [l, rr] = [exactValue(eq.lhs, { [v]: r }), exactValue(eq.rhs, { [v]: r })]
  return `${at(eq.lhs)} = ${l ? valueTex(l) : '?'}, \\quad ${at(eq.rhs)} = ${rr ? valueTex(rr) : '?'} \\;\\checkmark`
}
