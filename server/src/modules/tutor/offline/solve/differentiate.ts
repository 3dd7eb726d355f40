import { derivative, parse, simplify } from 'mathjs'
import { bin, fromMathjs, neg, num, paren, size, stripParens, toMathjs, variables, type Expr } from '../expr'
import { isNeg, Q, type Fraction } from '../fractions'
import { sameFunction } from '../numeric'
import { constantValue, derivative as polyDerivative, fromExpr, mul, scale, sub, toExpr } from '../polynomial'
import { tex } from '../print'
import { toRational } from '../rational'
import { tidy } from '../tidy'

/**
 * mathjs simplify grows fast with size (a product of 30 sines takes minutes), so the input is capped
 * and the raw derivative measured before simplifying.
 */
const MAX_INPUT_NODES = 30
const MAX_RAW_NODES = 120
/** mathjs simplify only below this size: school derivatives stay well under it, and under 100 ms. */
const MAX_SIMPLIFY_NODES = 70

/** A solution differentiates the same parts several times (terms, u and v, the whole): remember them. */
const memo = new Map<string, Expr | null>()
const MEMO_SIZE = 500

export function differentiate(e: Expr, v: string): Expr | null {
  const key = `${v}|${toMathjs(e)}`
  if (memo.has(key)) return memo.get(key) as Expr | null
  const result = differentiateOnce(e, v)
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string)
  memo.set(key, result)
  return result
}

/**
 * mathjs' derivative, then the nicest equal form. Polynomial and rational parts are rebuilt exactly
 * (a sorted polynomial, n·u'·uⁿ⁻¹ for a power of a polynomial, (u'v − uv')/v²); only functions such
 * as sin or ln need mathjs simplify. Every candidate must agree with mathjs' raw derivative.
 */
function differentiateOnce(e: Expr, v: string): Expr | null {
  if (size(e) > MAX_INPUT_NODES) return null
  let raw: Expr | null
  try {
    raw = fromMathjs(derivative(parse(toMathjs(e)), v, { simplify: false }))
  } catch {
    // Expected: mathjs throws on functions it cannot differentiate or simplify: not solved here.
    return null
  }
  if (!raw || size(raw) > MAX_RAW_NODES) return null
  const candidates = [...exactForms(e, v)]
  if (candidates.length === 0) {
    if (size(raw) > MAX_SIMPLIFY_NODES) return null
    try {
      const simplified = fromMathjs(simplify(parse(toMathjs(raw))))
      if (simplified) candidates.push(tidy(simplified))
    } catch {
      // Expected: mathjs throws on functions it cannot differentiate or simplify: not solved here.
      return null
    }
  }
  const valid = candidates.filter((c) => sameFunction(c, raw as Expr, [...new Set([v, ...variables(e)])]))
  // The shortest equal form: 6x(x²+1)² rather than its expansion; a sorted polynomial on ties.
  return valid.reduce<Expr | null>((best, c) => (!best || tex(c).length < tex(best).length ? c : best), null)
}

function exactForms(e: Expr, v: string): Expr[] {
  const out: Expr[] = []
  const p = fromExpr(e)
  if (p) {
    out.push(toExpr(polyDerivative(p, v)))
    const power = powerOfPolynomial(e)
    if (power) {
      // c·uⁿ → n·c·u'·uⁿ⁻¹, kept factored as a textbook writes the chain rule's result
      const { c, base, n } = power
      const inner = fromExpr(base)
      if (inner) {
        const du = toExpr(scale(polyDerivative(inner, v), c.mul(n)))
        const rest = n === 2 ? paren(toExpr(inner)) : bin('pow', paren(toExpr(inner)), num(n - 1))
        out.push(tidy(bin('mul', du.t === 'add' || du.t === 'sub' ? paren(du) : du, rest)))
      }
    }
    return out
  }
  const r = toRational(e)
  if (r && !constantValue(r.den) && variables(e).size === 1) {
    const [dn, dd] = [polyDerivative(r.num, v), polyDerivative(r.den, v)]
    const [a, b] = [mul(dn, r.den), mul(r.num, dd)]
    if (a && b) {
      const top = sub(a, b)
      const den = toExpr(r.den)
      const square = den.t === 'sym' ? bin('pow', den, num(2)) : bin('pow', paren(den), num(2))
      const k = constantValue(top)
      // −7 over (x−3)² reads better with the sign in front.
      out.push(k && isNeg(k) ? neg(bin('div', num(k.neg()), square)) : bin('div', toExpr(top), square))
    }
  }
  return out
}

/** c·(polynomial)ⁿ with n ≥ 2, e.g. 3(x²+1)⁴. */
function powerOfPolynomial(e0: Expr): { c: Fraction; base: Expr; n: number } | null {
  const e = stripParens(e0)
  if (e.t === 'neg') {
    const inner = powerOfPolynomial(e.a)
    return inner && { ...inner, c: inner.c.neg() }
  }
  if (e.t === 'mul' && stripParens(e.a).t === 'num') {
    const inner = powerOfPolynomial(e.b)
    const k = stripParens(e.a)
    return inner && k.t === 'num' ? { ...inner, c: inner.c.mul(k.v) } : null
  }
  if (e.t !== 'pow' || e.b.t !== 'num' || e.b.v.d !== 1n) return null
  const n = e.b.v.valueOf()
  const base = stripParens(e.a)
  return n >= 2 && (base.t === 'add' || base.t === 'sub') ? { c: Q(1), base, n } : null
}

