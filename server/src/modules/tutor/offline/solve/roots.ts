import { num, type Expr } from '../expr'
import { exactTex, exactText, isInt, isZero, type Fraction } from '../fractions'
import { coefficient, degree, polyVars, type Poly } from '../polynomial'
import type { Expected, Interval, Root, Solved } from '../solved'

/**
 * Shared by the equation and inequality solvers: exact roots, the final answer they make, interval
 * notation, and an exact evaluator that also knows |…| (the polynomial one does not).
 */

export const rootOf = (q: Fraction, dec = false): Root => ({ x: q.valueOf(), tex: exactTex(q, dec), text: exactText(q, dec), q, expr: num(q) })

/** x = 2; x₁ = 2, x₂ = 3; no solution. Roots are sorted and distinct. */
export function rootsAnswer(v: string, roots: Root[], none: 'noSolution' | 'noRealRoots' = 'noSolution'): Pick<Solved, 'final' | 'expected' | 'roots'> & { answerWords?: Solved['answerWords'] } {
  const sorted = dedupe(roots)
  if (sorted.length === 0) {
    return { final: { latex: `${v} \\in \\varnothing`, text: `${v} ∈ ∅` }, answerWords: none, expected: { type: 'roots', variable: v, values: 'none' }, roots: [] }
  }
  const latex = sorted.length === 1 ? `${v} = ${sorted[0].tex}` : sorted.map((r, i) => `${v}_${i + 1} = ${r.tex}`).join(', \\quad ')
  return {
    final: { latex, text: sorted.map((r) => `${v} = ${r.text}`).join(', ') },
    expected: { type: 'roots', variable: v, values: sorted.map((r) => r.x) },
    roots: sorted,
  }
}

export function dedupe(roots: Root[]): Root[] {
  const out: Root[] = []
  for (const r of [...roots].sort((a, b) => a.x - b.x)) if (!out.some((o) => Math.abs(o.x - r.x) <= 1e-12 * Math.max(1, Math.abs(r.x)))) out.push(r)
  return out
}

/** The one solution of a linear polynomial a·v + b = 0 (degree ≤ 1), or what is true of every v. */
export function linearRoot(p: Poly, v: string): Fraction | 'all' | 'none' | null {
  if (polyVars(p).some((x) => x !== v) || degree(p, v) > 1) return null
  const [a, b] = [coefficient(p, v, 1), coefficient(p, v, 0)]
  if (isZero(a)) return isZero(b) ? 'all' : 'none'
  return b.neg().div(a)
}

/** Exact value of an expression of rationals with + − × ÷, whole powers and |…|; null otherwise. */
export function exactValue(e: Expr, scope: Record<string, Fraction> = {}): Fraction | null {
  switch (e.t) {
    case 'num':
      return e.v
    case 'sym':
      return scope[e.name] ?? null
    case 'paren':
      return exactValue(e.a, scope)
    case 'neg': {
      const a = exactValue(e.a, scope)
      return a && a.neg()
    }
    case 'fn': {
      const a = exactValue(e.a, scope)
      if (!a) return null
      if (e.name === 'abs') return a.abs()
      if (e.name === 'pct') return a.div(100)
      return null
    }
    case 'pow': {
      const [a, b] = [exactValue(e.a, scope), exactValue(e.b, scope)]
      if (!a || !b || !isInt(b) || Math.abs(b.valueOf()) > 12 || (isZero(a) && b.valueOf() < 0)) return null
      return a.pow(b)
    }
    default: {
      const [a, b] = [exactValue(e.a, scope), exactValue(e.b, scope)]
      if (!a || !b) return null
      if (e.t === 'add') return a.add(b)
      if (e.t === 'sub') return a.sub(b)
      if (e.t === 'mul') return a.mul(b)
      return isZero(b) ? null : a.div(b)
    }
  }
}

const bound = (x: number, tex: boolean) => (x === Infinity ? (tex ? '+\\infty' : '∞') : x === -Infinity ? (tex ? '-\\infty' : '-∞') : '')

export interface ExactInterval {
  lo: Fraction | null
  hi: Fraction | null
  loIn: boolean
  hiIn: boolean
}

const asNumbers = (i: ExactInterval): Interval => ({ lo: i.lo ? i.lo.valueOf() : -Infinity, hi: i.hi ? i.hi.valueOf() : Infinity, loIn: !!i.lo && i.loIn, hiIn: !!i.hi && i.hiIn })

function side(q: Fraction | null, inf: number, tex: boolean): string {
  if (!q) return bound(inf, tex)
  return tex ? exactTex(q) : exactText(q)
}

export function intervalTex(is: ExactInterval[]): string {
  if (is.length === 0) return '\\varnothing'
  return is.map((i) => `${i.lo && i.loIn ? '[' : '('}${side(i.lo, -Infinity, true)}, ${side(i.hi, Infinity, true)}${i.hi && i.hiIn ? ']' : ')'}`).join(' \\cup ')
}

export function intervalText(is: ExactInterval[]): string {
  if (is.length === 0) return '∅'
  return is.map((i) => `${i.lo && i.loIn ? '[' : '('}${side(i.lo, -Infinity, false)}, ${side(i.hi, Infinity, false)}${i.hi && i.hiIn ? ']' : ')'}`).join(' ∪ ')
}

export function setAnswer(v: string, is: ExactInterval[]): Pick<Solved, 'final' | 'expected'> & { answerWords?: Solved['answerWords'] } {
  const expected: Expected = { type: 'set', variable: v, intervals: is.map(asNumbers) }
  if (is.length === 0) return { final: { latex: `${v} \\in \\varnothing`, text: `${v} ∈ ∅` }, answerWords: 'noSolution', expected }
  if (is.length === 1 && !is[0].lo && !is[0].hi) return { final: { latex: `${v} \\in \\mathbb{R}`, text: `${v} ∈ ℝ` }, answerWords: 'allReal', expected }
  return { final: { latex: `${v} \\in ${intervalTex(is)}`, text: `${v} ∈ ${intervalText(is)}` }, expected }
}
