import { bin, children, num, some, variables, type Expr } from '../expr'
import { isInt, isNeg, isZero, Q, type Fraction } from '../fractions'
import { add as addPoly, constant, scale, toExpr, variable, type Poly } from '../polynomial'
import type { Solved } from '../solved'
import type { Problem, Relation } from '../types'

/**
 * Other numbers for the same problem: perturbed where the numbers are free (kept round, whole
 * stays whole, signs kept), chosen from lists where a kind needs nice ones (percentages, special
 * angles, perfect squares), or built from scratch when perturbing never gives the same method.
 */
/** The problem's numbers and shape, as a key: two problems with the same key are the same exercise. */
export function numbersOf(p: Problem): string {
  return JSON.stringify(p, (_, v) => (typeof v === 'bigint' ? String(v) : v && typeof v === 'object' && 'n' in v && 'd' in v && 's' in v ? `${v.s * v.n}/${v.d}` : v))
}

export function random(seed: number): () => number {
  let a = seed >>> 0
  // mulberry32: tiny, deterministic, good enough to pick numbers
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rnd: () => number, xs: T[]): T => xs[Math.floor(rnd() * xs.length)]

/** The same problem with other numbers; null when this kind has none to change. */
export function variant(p: Problem, rnd: () => number, attempt: number): Problem | null {
  // Decided for the whole problem: changing x² on one side only would turn x² = 3x into a cubic.
  const all = exprsOf(p)
  const exponentsOnly = !all.some((e) => hasPlainNumber(e))
  const change = (e: Expr) => perturb(e, rnd, exponentsOnly)
  const near = (f: Fraction) => nudge(f, !isInt(f), rnd)
  switch (p.type) {
    case 'percentOf':
      return { ...p, percent: Q(pick(rnd, [5, 10, 15, 20, 25, 30, 40, 60, 75])), base: Q(pick(rnd, [40, 60, 80, 120, 150, 200, 240, 360])) }
    case 'whatPercent': {
      const whole = pick(rnd, [40, 50, 80, 120, 200, 250])
      return { ...p, whole: Q(whole), part: Q((whole * pick(rnd, [10, 20, 25, 40, 75])) / 100) }
    }
    case 'percentAdjust':
      return { ...p, percent: Q(pick(rnd, [10, 15, 20, 25, 30, 40, 50])), base: Q(pick(rnd, [40, 60, 80, 120, 150, 200, 240])) }
    case 'percentChange': {
      const from = pick(rnd, [20, 40, 50, 80, 120, 200, 250])
      const change = pick(rnd, [10, 20, 25, 40, 50, 75]) * (p.to.compare(p.from) >= 0 ? 1 : -1)
      return { ...p, from: Q(from), to: Q(from + (from * change) / 100) }
    }
    case 'simplify':
      // (a+b)² − (a−b)² has no number to change; raising the power would change the identity too.
      return { ...p, expr: exponentsOnly ? introduceCoefficient(p.expr, attempt, true) : change(p.expr) }
    case 'evaluate':
    case 'derivative':
      return { ...p, expr: some(p.expr, (x) => x.t === 'num') ? change(p.expr) : introduceCoefficient(p.expr, attempt, false) }
    case 'derivativeAt':
    case 'evaluateAt': {
      const expr = some(p.expr, (x) => x.t === 'num') ? change(p.expr) : introduceCoefficient(p.expr, attempt, false)
      return p.type === 'evaluateAt' ? { ...p, expr, at: near(p.at) } : { ...p, expr, at: near(p.at) }
    }
    case 'equation':
      return { ...p, eq: { lhs: change(p.eq.lhs), rhs: change(p.eq.rhs) } }
    case 'inequality':
      // A chain shares its middle: perturb each side once.
      return { ...p, relations: perturbRelations(p.relations, change) }
    case 'system':
      return { ...p, equations: p.equations.map((e) => ({ lhs: change(e.lhs), rhs: change(e.rhs) })) }
    case 'line':
      if (p.points) return { ...p, points: p.points.map(([x, y]) => [near(x), near(y)]) as typeof p.points }
      return p.eq ? { ...p, eq: { lhs: change(p.eq.lhs), rhs: change(p.eq.rhs) } } : null
    case 'trig':
      return { ...p, degrees: Q(pick(rnd, [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330])) }
    case 'squareRoots':
      return { ...p, n: Q(pick(rnd, SQUARES)) }
  }
}

function exprsOf(p: Problem): Expr[] {
  switch (p.type) {
    case 'equation':
      return [p.eq.lhs, p.eq.rhs]
    case 'system':
      return p.equations.flatMap((e) => [e.lhs, e.rhs])
    case 'inequality':
      return p.relations.flatMap((r) => [r.lhs, r.rhs])
    case 'line':
      return p.eq ? [p.eq.lhs, p.eq.rhs] : []
    default:
      return 'expr' in p ? [p.expr] : []
  }
}

function perturbRelations(rs: Relation[], change: (e: Expr) => Expr): Relation[] {
  const done = new Map<Expr, Expr>()
  const once = (e: Expr) => done.get(e) ?? (done.set(e, change(e)), done.get(e)!)
  return rs.map((r) => ({ ...r, lhs: once(r.lhs), rhs: once(r.rhs) }))
}

/** Numbers other than exponents; when there are none (sin x · x²) the exponents change instead. */
function hasPlainNumber(e: Expr, inExponent = false): boolean {
  if (e.t === 'num') return !inExponent
  if (e.t === 'pow') return hasPlainNumber(e.a, inExponent) || hasPlainNumber(e.b, true)
  return children(e).some((c) => hasPlainNumber(c, inExponent))
}

const SQUARES = [4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144]

function perturb(e: Expr, rnd: () => number, exponentsOnly: boolean): Expr {
  const walk = (x: Expr, inExponent: boolean): Expr => {
    switch (x.t) {
      case 'fn':
        // √49 should stay a perfect square: √64, not √51.
        if (x.name === 'sqrt' && x.a.t === 'num' && !exponentsOnly) {
          const root = Math.sqrt(x.a.v.valueOf())
          if (Number.isInteger(root)) return { ...x, a: num(pick(rnd, SQUARES.filter((q) => q !== root * root))) }
        }
        return { ...x, a: walk(x.a, inExponent) }
      case 'num':
        if (inExponent !== exponentsOnly) return x
        return inExponent ? num(Q(Math.min(5, Math.max(2, x.v.valueOf() + (x.v.valueOf() >= 3 && rnd() < 0.5 ? -1 : 1))))) : { ...num(nudge(x.v, !!x.dec, rnd)), ...(x.dec ? { dec: true } : {}) }
      case 'sym':
        return x
      case 'pow':
        return { ...x, a: walk(x.a, inExponent), b: walk(x.b, true) }
      case 'neg':
      case 'paren':
        return { ...x, a: walk(x.a, inExponent) }
      default:
        return { ...x, a: walk(x.a, inExponent), b: walk(x.b, inExponent) }
    }
  }
  return walk(e, false)
}

/** A nearby number of the same sort: same sign, whole stays whole, 0 stays 0. */
function nudge(v: Fraction, decimal: boolean, rnd: () => number): Fraction {
  if (isZero(v)) return v
  const sign = isNeg(v) ? -1 : 1
  const a = Math.abs(v.valueOf())
  // Whole steps keep a decimal a decimal: 0.5 → 1.5, never 1 (which would print as 1x).
  if (decimal) return Q(String(sign * (a + pick(rnd, [1, 2, 3]))))
  if (isInt(v)) {
    // Round numbers stay round (120 × 25% → 140 × 30%), so the example is as friendly as the question.
    const unit = a >= 20 && a % 10 === 0 ? 10 : a >= 10 && a % 5 === 0 ? 5 : 1
    const step = unit * pick(rnd, a > 3 * unit ? [1, 2, 3, -1, -2] : [1, 2, 3])
    return Q(sign * Math.max(1, a + step))
  }
  const n = Number(v.n) + pick(rnd, [1, 2])
  const d = Math.max(2, Number(v.d) + pick(rnd, [1, 2, 3]))
  return Q(sign * n, d)
}

/** sin x has no number to change: make it sin 2x (or 3x…); everywhere turns (a+b)² − (a−b)² into (2a+b)² − (2a−b)². */
function introduceCoefficient(e: Expr, attempt: number, everywhere: boolean): Expr {
  const v = [...variables(e)].sort()[0]
  if (!v) return e
  let done = false
  const k = 2 + (attempt % 3)
  const walk = (x: Expr): Expr => {
    if (done) return x
    if (x.t === 'sym' && x.name === v) {
      done = !everywhere
      return bin('mul', num(k), x)
    }
    if (x.t === 'num' || x.t === 'sym') return x
    if (x.t === 'neg' || x.t === 'fn' || x.t === 'paren') return { ...x, a: walk(x.a) }
    return { ...x, a: walk(x.a), b: walk(x.b) }
  }
  return walk(e)
}

/** Built from scratch when perturbing never gave the same method: random coefficients, checked by the caller. */
export function synthesise(p: Problem, original: Solved, rnd: () => number): Problem | null {
  const k = () => Math.floor(rnd() * 25) - 12
  const sum = (terms: [number, Poly][]) => toExpr(terms.reduce<Poly>((acc, [c, t]) => addPoly(acc, scale(t, Q(c))), new Map()))
  const one = constant(Q(1))
  if (p.type === 'equation') {
    const v = p.variable
    if (original.kind === 'quadratic') return { ...p, eq: { lhs: sum([[pick(rnd, [1, 1, 1, 2, 3]), variableSquared(v)], [k(), variable(v)], [k(), one]]), rhs: num(0) } }
    return { ...p, eq: { lhs: sum([[pick(rnd, [2, 3, 4, 5]), variable(v)], [k(), one]]), rhs: num(k()) } }
  }
  if (p.type === 'system') {
    const solution = p.variables.map(() => pick(rnd, [-2, -1, 1, 2, 3, 4]))
    const equations = p.variables.map(() => {
      const row = p.variables.map(() => pick(rnd, [-3, -2, -1, 1, 2, 3]))
      return { lhs: sum(row.map((c, i) => [c, variable(p.variables[i])])), rhs: num(row.reduce((total, c, i) => total + c * solution[i], 0)) }
    })
    return { ...p, equations }
  }
  return null
}

const variableSquared = (v: string): Poly => new Map([[`${v}^2`, { m: { [v]: 2 }, c: Q(1) }]])
