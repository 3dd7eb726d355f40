import { bin, neg, num, sym, type Expr } from './expr'
import { digits, isInt, isNeg, isZero, ONE, Q, ZERO, type Fraction } from './fractions'

/**
 * Exact polynomials in several variables with rational coefficients. mathjs' rationalize works in
 * floats and does not collect terms in several variables ((x+y)^2-(x-y)^2 stays unexpanded), so
 * expansion, coefficients and like-term collection are done here, exactly.
 */
export type Monomial = Record<string, number>
export type Poly = Map<string, { m: Monomial; c: Fraction }>

const MAX_TERMS = 200
const MAX_DEGREE = 12
const MAX_COEFF_DIGITS = 30

const keyOf = (m: Monomial) =>
  Object.keys(m)
    .filter((v) => m[v] > 0)
    .sort()
    .map((v) => `${v}^${m[v]}`)
    .join('*')

export function constant(c: Fraction): Poly {
  return isZero(c) ? new Map() : new Map([['', { m: {}, c }]])
}

export const variable = (v: string): Poly => new Map([[`${v}^1`, { m: { [v]: 1 }, c: ONE }]])

function addTerm(p: Poly, m: Monomial, c: Fraction) {
  const k = keyOf(m)
  const old = p.get(k)
  const sum = old ? old.c.add(c) : c
  if (isZero(sum)) p.delete(k)
  else p.set(k, { m, c: sum })
}

export function add(a: Poly, b: Poly, sign = 1): Poly {
  const out: Poly = new Map(a)
  for (const { m, c } of b.values()) addTerm(out, m, sign === 1 ? c : c.neg())
  return out
}

export const sub = (a: Poly, b: Poly) => add(a, b, -1)

export function scale(a: Poly, k: Fraction): Poly {
  const out: Poly = new Map()
  for (const { m, c } of a.values()) addTerm(out, m, c.mul(k))
  return out
}

export function mul(a: Poly, b: Poly): Poly | null {
  if (a.size * b.size > MAX_TERMS * 4) return null
  const out: Poly = new Map()
  for (const x of a.values())
    for (const y of b.values()) {
      const m: Monomial = { ...x.m }
      for (const v of Object.keys(y.m)) m[v] = (m[v] ?? 0) + y.m[v]
      addTerm(out, m, x.c.mul(y.c))
    }
  return withinLimits(out) ? out : null
}

function withinLimits(p: Poly): boolean {
  if (p.size > MAX_TERMS) return false
  for (const { m, c } of p.values()) if (totalDegree(m) > MAX_DEGREE || digits(c) > MAX_COEFF_DIGITS) return false
  return true
}

const totalDegree = (m: Monomial) => Object.values(m).reduce((s, k) => s + k, 0)

export function pow(a: Poly, n: number): Poly | null {
  let out: Poly | null = constant(ONE)
  for (let i = 0; i < n && out; i++) out = mul(out, a)
  return out
}

/** The polynomial an expression equals, or null when it is not one (x in a denominator, sin x, 2^x, pi). */
export function fromExpr(e: Expr): Poly | null {
  switch (e.t) {
    case 'num':
      return constant(e.v)
    case 'sym':
      return e.name === 'pi' || e.name === 'e' ? null : variable(e.name)
    case 'paren':
      return fromExpr(e.a)
    case 'neg': {
      const a = fromExpr(e.a)
      return a && scale(a, Q(-1))
    }
    case 'fn':
      return null
    case 'pow': {
      const a = fromExpr(e.a)
      const b = fromExpr(e.b)
      const k = b && constantValue(b)
      if (!a || !k || !isInt(k) || isNeg(k) || k.valueOf() > MAX_DEGREE) return null
      return pow(a, k.valueOf())
    }
    default: {
      const a = fromExpr(e.a)
      const b = fromExpr(e.b)
      if (!a || !b) return null
      if (e.t === 'add') return add(a, b)
      if (e.t === 'sub') return sub(a, b)
      if (e.t === 'mul') return mul(a, b)
      const k = constantValue(b)
      return k && !isZero(k) ? scale(a, ONE.div(k)) : null
    }
  }
}

/** The value of a constant polynomial (zero included), null if it has variables. */
export function constantValue(p: Poly): Fraction | null {
  if (p.size === 0) return ZERO
  const only = p.get('')
  return p.size === 1 && only ? only.c : null
}

export function polyVars(p: Poly): string[] {
  const vs = new Set<string>()
  for (const { m } of p.values()) for (const v of Object.keys(m)) if (m[v] > 0) vs.add(v)
  return [...vs].sort()
}

export function degree(p: Poly, v?: string): number {
  let d = p.size === 0 ? -Infinity : 0
  for (const { m } of p.values()) d = Math.max(d, v ? (m[v] ?? 0) : totalDegree(m))
  return d
}

/** Coefficient of v^k in a polynomial of one variable (or of the constant-in-v part). */
export function coefficient(p: Poly, v: string, k: number): Fraction {
  return p.get(k === 0 ? '' : `${v}^${k}`)?.c ?? ZERO
}

export function evaluate(p: Poly, values: Record<string, Fraction>): Fraction {
  let total = ZERO
  for (const { m, c } of p.values()) {
    let term = c
    for (const v of Object.keys(m)) term = term.mul(values[v].pow(m[v]))
    total = total.add(term)
  }
  return total
}


/** Least common denominator of the coefficients: multiplying by it gives whole numbers. */
export function commonDenominator(p: Poly): bigint {
  let l = 1n
  for (const { c } of p.values()) l = (l * c.d) / gcd(l, c.d)
  return l
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

/** Ordered terms for printing: highest degree first, then alphabetical (x² + 2xy + y² + 3x - 1). */
export function sortedTerms(p: Poly): { m: Monomial; c: Fraction }[] {
  // x before y, higher powers first: x⁹y³ before x⁸y⁴ (zero-padded so 10 sorts after 9).
  const rank = (m: Monomial) => Object.keys(m).sort().map((v) => `${v}${String(99 - m[v]).padStart(2, '0')}`).join('')
  return [...p.values()].sort((a, b) => totalDegree(b.m) - totalDegree(a.m) || rank(a.m).localeCompare(rank(b.m)))
}

export function monomialExpr(m: Monomial): Expr | null {
  let out: Expr | null = null
  for (const v of Object.keys(m).sort()) {
    if (m[v] === 0) continue
    const f = m[v] === 1 ? sym(v) : bin('pow', sym(v), num(m[v]))
    out = out ? bin('mul', out, f) : f
  }
  return out
}

/** The polynomial as an expression tree in standard order, so tex()/text() print it. */
export function toExpr(p: Poly): Expr {
  const ts = sortedTerms(p)
  if (ts.length === 0) return num(0)
  let out: Expr | null = null
  for (const { m, c } of ts) {
    const mono = monomialExpr(m)
    const abs = c.abs()
    const body = !mono ? num(abs) : abs.equals(ONE) ? mono : bin('mul', num(abs), mono)
    if (!out) out = isNeg(c) ? neg(body) : body
    else out = bin(isNeg(c) ? 'sub' : 'add', out, body)
  }
  return out as Expr
}

/** d/dv, term by term: exact, and far cheaper than asking mathjs to simplify its own result. */
export function derivative(p: Poly, v: string): Poly {
  const out: Poly = new Map()
  for (const { m, c } of p.values()) {
    const k = m[v] ?? 0
    if (k === 0) continue
    addTerm(out, { ...m, [v]: k - 1 }, c.mul(k))
  }
  return out
}
