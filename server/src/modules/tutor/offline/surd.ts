import type { Expr } from './expr'
import { exactSqrt, isInt, isNeg, isZero, ONE, Q, signedNum, splitSquare, type Fraction } from './fractions'

/**
 * Exact sums of square roots, Σ cₘ√m with m square-free: 6√2, √3/2, 5 + √13. Enough for
 * radicals (√72 = 6√2), the exact trigonometric values and surd roots of quadratics, so none of
 * them is ever answered with a decimal only.
 */
export type Surd = Map<bigint, Fraction>

const clean = (s: Surd): Surd => new Map([...s].filter(([, c]) => !isZero(c)))

export const rational = (q: Fraction): Surd => clean(new Map([[1n, q]]))

/** √q for q ≥ 0: √(n/d) = √(n·d)/d, square factors taken out. */
export function sqrtOf(q: Fraction): Surd | null {
  if (isNeg(q)) return null
  const exact = exactSqrt(q)
  if (exact) return rational(exact)
  const { k, m } = splitSquare(q.n * q.d)
  return new Map([[m, Q(k, q.d)]])
}

export function add(a: Surd, b: Surd, sign = 1): Surd {
  const out = new Map(a)
  for (const [m, c] of b) out.set(m, (out.get(m) ?? Q(0)).add(sign > 0 ? c : c.neg()))
  return clean(out)
}

export function mul(a: Surd, b: Surd): Surd {
  let out: Surd = new Map()
  for (const [m, c] of a)
    for (const [n, d] of b) {
      const { k, m: r } = splitSquare(m * n)
      out = add(out, new Map([[r, c.mul(d).mul(Q(k))]]))
    }
  return out
}

/** Division by a single term c√m only (rationalising a sum is beyond a school step). */
export function div(a: Surd, b: Surd): Surd | null {
  if (b.size !== 1) return null
  const [[m, c]] = [...b]
  // 1 / (c√m) = √m / (c·m)
  return mul(a, new Map([[m, ONE.div(c.mul(Q(m)))]]))
}

export function isRational(s: Surd): boolean {
  return s.size === 0 || (s.size === 1 && s.has(1n))
}

export const rationalPart = (s: Surd): Fraction => s.get(1n) ?? Q(0)

export function valueOf(s: Surd): number {
  let x = 0
  for (const [m, c] of s) x += c.valueOf() * Math.sqrt(Number(m))
  return x
}

/** An expression of numbers, square roots, + − × ÷ and whole powers, exactly; null otherwise. */
export function evaluateSurd(e: Expr, scope: Record<string, Surd> = {}): Surd | null {
  switch (e.t) {
    case 'num':
      return rational(e.v)
    case 'sym':
      return scope[e.name] ?? null
    case 'paren':
      return evaluateSurd(e.a, scope)
    case 'neg': {
      const a = evaluateSurd(e.a, scope)
      return a && add(new Map(), a, -1)
    }
    case 'fn': {
      if (e.name !== 'sqrt') return null
      const a = evaluateSurd(e.a, scope)
      return a && isRational(a) ? sqrtOf(rationalPart(a)) : null
    }
    case 'pow': {
      const a = evaluateSurd(e.a, scope)
      const b = evaluateSurd(e.b, scope)
      if (!a || !b || !isRational(b)) return null
      const n = rationalPart(b)
      if (!isInt(n) || Math.abs(n.valueOf()) > 12) return null
      let out = rational(ONE)
      for (let i = 0; i < Math.abs(n.valueOf()); i++) out = mul(out, a)
      return isNeg(n) ? div(rational(ONE), out) : out
    }
    default: {
      const a = evaluateSurd(e.a, scope)
      const b = evaluateSurd(e.b, scope)
      if (!a || !b) return null
      if (e.t === 'add') return add(a, b)
      if (e.t === 'sub') return add(a, b, -1)
      if (e.t === 'mul') return mul(a, b)
      return div(a, b)
    }
  }
}

const terms = (s: Surd) => [...s].sort(([m], [n]) => (m === 1n ? -1 : n === 1n ? 1 : Number(m - n)))

/** 6\sqrt{2}, \frac{\sqrt{3}}{2}, 1 + \sqrt{2}, -\frac{3\sqrt{2}}{4} */
export function surdTex(s: Surd): string {
  if (s.size === 0) return '0'
  return terms(s)
    .map(([m, c], i) => {
      const sign = isNeg(c) ? '-' : i > 0 ? '+' : ''
      const a = c.abs()
      const root = m === 1n ? '' : `\\sqrt{${m}}`
      const top = m === 1n ? `${a.n}` : `${a.n === 1n ? '' : a.n}${root}`
      const body = a.d === 1n ? top : `\\frac{${top}}{${a.d}}`
      return i === 0 ? `${sign}${body}` : ` ${sign} ${body}`
    })
    .join('')
}

/** The same in plain text: 6sqrt(2), sqrt(3)/2, 1 + sqrt(2). */
export function surdText(s: Surd): string {
  if (s.size === 0) return '0'
  return terms(s)
    .map(([m, c], i) => {
      const a = c.abs()
      const sign = isNeg(c) ? '-' : '+'
      const root = m === 1n ? '' : `sqrt(${m})`
      const top = m === 1n ? `${a.n}` : `${a.n === 1n ? '' : a.n}${root}`
      const body = a.d === 1n ? top : `${top}/${a.d}`
      return i === 0 ? `${sign === '-' ? '-' : ''}${body}` : ` ${sign} ${body}`
    })
    .join('')
}

export const surdOfInt = (n: bigint) => rational(Q(signedNum(Q(n))))
