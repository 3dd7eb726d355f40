import type { Expr } from './expr'
import { isInt, isNeg, isZero, ONE, Q } from './fractions'
import { add, coefficient, constant, constantValue, degree, fromExpr, mul, pow, scale, sub, type Poly } from './polynomial'

/** A quotient of polynomials: what (x²-1)/(x-1) or 1/x + 1/(x+1) is, before cancelling. */
export interface Rational {
  num: Poly
  den: Poly
}

const one = (): Poly => constant(ONE)

export function toRational(e: Expr): Rational | null {
  switch (e.t) {
    case 'paren':
      return toRational(e.a)
    case 'neg': {
      const a = toRational(e.a)
      return a && { num: scale(a.num, Q(-1)), den: a.den }
    }
    case 'num':
    case 'sym': {
      const p = fromExpr(e)
      return p && { num: p, den: one() }
    }
    case 'fn':
      return null
    case 'pow': {
      const a = toRational(e.a)
      const k = fromExpr(e.b)
      const n = k && constantValue(k)
      if (!a || !n || !isInt(n) || Math.abs(n.valueOf()) > 12) return null
      const [num, den] = [pow(a.num, Math.abs(n.valueOf())), pow(a.den, Math.abs(n.valueOf()))]
      if (!num || !den) return null
      return isNeg(n) ? { num: den, den: num } : { num, den }
    }
    default: {
      const a = toRational(e.a)
      const b = toRational(e.b)
      if (!a || !b) return null
      const product = (x: Poly, y: Poly) => mul(x, y)
      if (e.t === 'mul') {
        const [n, d] = [product(a.num, b.num), product(a.den, b.den)]
        return n && d ? { num: n, den: d } : null
      }
      if (e.t === 'div') {
        if (b.num.size === 0) return null
        const [n, d] = [product(a.num, b.den), product(a.den, b.num)]
        return n && d ? { num: n, den: d } : null
      }
      const [x, y, d] = [product(a.num, b.den), product(b.num, a.den), product(a.den, b.den)]
      if (!x || !y || !d) return null
      return { num: e.t === 'add' ? add(x, y) : sub(x, y), den: d }
    }
  }
}

/** Long division in one variable. */
export function divide(a: Poly, b: Poly, v: string): { q: Poly; r: Poly } | null {
  const db = degree(b, v)
  if (db < 0) return null
  const lead = coefficient(b, v, db)
  let q: Poly = new Map()
  let r: Poly = a
  for (let guard = 0; r.size > 0 && degree(r, v) >= db; guard++) {
    if (guard > 30) return null
    const dr = degree(r, v)
    const c = coefficient(r, v, dr).div(lead)
    const t: Poly = new Map([[dr - db === 0 ? '' : `${v}^${dr - db}`, { m: dr - db === 0 ? {} : { [v]: dr - db }, c }]])
    q = add(q, t)
    const tb = mul(t, b)
    if (!tb) return null
    r = sub(r, tb)
  }
  return { q, r }
}

/** Monic greatest common divisor in one variable (Euclid over the rationals). */
export function gcd(a: Poly, b: Poly, v: string): Poly | null {
  let [x, y] = [a, b]
  for (let guard = 0; y.size > 0; guard++) {
    if (guard > 30) return null
    const d = divide(x, y, v)
    if (!d) return null
    ;[x, y] = [y, d.r]
  }
  const dx = degree(x, v)
  if (dx < 0) return null
  const lead = coefficient(x, v, dx)
  return isZero(lead) ? null : scale(x, ONE.div(lead))
}
