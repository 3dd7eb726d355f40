import { bin, num, paren, sym, type Expr } from '../expr'
import { bigGcd, exactSqrt, isInt, isNeg, isZero, Q, signedNum, type Fraction } from '../fractions'
import { coefficient, degree, fromExpr, polyVars, toExpr, type Poly } from '../polynomial'
import { tex, text } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'

/**
 * Factorising over the integers: a common factor (number and power of x) first, then a difference
 * of squares or a trinomial with rational roots. Printed as a student writes it: 2x(x + 1)(x − 3).
 * What does not factor over the rationals is declined rather than answered unchanged.
 */
const MAX_DEGREE = 3

/** a·v + b with the sign folded in: (x + 1), (2x − 3). */
function linearFactor(a: bigint, b: bigint, v: string): Expr {
  const av: Expr = a === 1n ? sym(v) : bin('mul', num(Q(a)), sym(v))
  if (b === 0n) return av
  return b < 0n ? bin('sub', av, num(Q(-b))) : bin('add', av, num(Q(b)))
}

function product(parts: Expr[]): Expr {
  return parts.reduce((acc, p) => bin('mul', acc, p))
}

export function solveFactor(expr: Expr): Solved | null {
  const P = fromExpr(expr)
  const vars = P ? polyVars(P) : []
  if (!P || vars.length !== 1) return null
  const v = vars[0]
  const d = degree(P, v)
  if (d < 2 || d > MAX_DEGREE) return null
  const coefs: Fraction[] = Array.from({ length: d + 1 }, (_, k) => coefficient(P, v, k))
  if (coefs.some((c) => !isInt(c))) return null
  // common factor: the gcd of the coefficients (sign of the leading one) and the lowest power of v
  let g = coefs.reduce((acc, c) => bigGcd(acc, signedNum(c)), 0n)
  if (isNeg(coefs[d])) g = -g
  const low = coefs.findIndex((c) => !isZero(c))
  const rest = coefs.slice(low).map((c) => signedNum(c) / g)
  const steps: Step[] = []
  const outside: Expr[] = []
  if (g !== 1n) outside.push(num(Q(g)))
  if (low > 0) outside.push(low === 1 ? sym(v) : bin('pow', sym(v), num(low)))
  const restPoly: Poly = new Map(rest.map((c, k) => [k === 0 ? '' : `${v}^${k}`, { m: k === 0 ? {} : { [v]: k }, c: Q(c) }]))
  let h: Hint = hint('factorCommon', {})
  if (outside.length) steps.push(step('commonFactorOut', {}, `${tex(expr)} = ${tex(product([...outside, paren(toExpr(restPoly))]))}`))
  let factors: Expr[]
  if (rest.length === 2) factors = [paren(linearFactor(rest[1], rest[0], v))]
  else if (rest.length === 3) {
    const [c, b, a] = rest
    const D = Q(b * b - 4n * a * c)
    const root = exactSqrt(D)
    if (!root) {
      if (!outside.length) return null
      factors = [paren(toExpr(restPoly))]
    } else {
      const s = signedNum(root)
      // roots p/q, (q·v − p) each, and what is left of a is a whole number
      const [r1, r2] = [Q(-b - s, 2n * a), Q(-b + s, 2n * a)]
      const f1 = linearFactor(r1.d, -(r1.s * r1.n), v)
      const f2 = linearFactor(r2.d, -(r2.s * r2.n), v)
      const k = a / (r1.d * r2.d)
      const perfect = r1.equals(r2)
      factors = [...(k !== 1n ? [num(Q(k))] : []), ...(perfect ? [bin('pow', paren(f1), num(2))] : [paren(f1), paren(f2)])]
      const diff = b === 0n
      steps.push(diff ? step('diffSquaresFactor', {}, `${tex(toExpr(restPoly))} = ${tex(product(factors))}`) : step('factorTrinomial', { perfect }, `${tex(toExpr(restPoly))} = ${tex(product(factors))}`))
      if (!outside.length) h = diff ? hint('factorDiffSquares', {}) : hint('factorPair', { product: String(c * a), sum: String(b) })
    }
  } else return null
  const out = product([...outside, ...factors])
  steps.push(step('factored', {}, `${tex(expr)} = ${tex(out)}`))
  return {
    kind: 'factor',
    statement: { k: 'factor', math: tex(expr) },
    steps,
    hint: h,
    final: { latex: tex(out), text: text(out) },
    check: [],
    notes: [],
    expected: { type: 'expression', expr: out, variables: [v] },
  }
}
