import { bin, children, num, some, variables, type Expr } from './expr'
import { isInt, isNeg, isZero, Q, type Fraction } from './fractions'
import { add as addPoly, constant, scale, toExpr, variable, type Poly } from './polynomial'
import { solve } from './solve'
import type { Solved } from './solved'
import type { Problem } from './types'

/**
 * The "worked similar example" rung of the ladder: same shape, different numbers, solved by the same
 * CAS code. Deterministic: the seed comes from the question, so a student (and a test) asking twice
 * sees the same example.
 */
export function similarExample(p: Problem, original: Solved, seed: number): { problem: Problem; solved: Solved } | null {
  const rnd = random(seed)
  const signature = shape(original)
  const before = numbersOf(p)
  for (let attempt = 0; attempt < 40; attempt++) {
    const candidate = variant(p, rnd, attempt)
    if (!candidate) continue
    const solved = solve(candidate)
    if (!solved || solved.kind !== original.kind || shape(solved) !== signature) continue
    if (numbersOf(candidate) === before || !nice(solved, original) || solved.final.text === original.final.text) continue
    return { problem: candidate, solved }
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    const fallback = synthesise(p, original, rnd)
    const solved = fallback && solve(fallback)
    if (!fallback || !solved || numbersOf(fallback) === before || solved.kind !== original.kind || !nice(solved, original) || solved.final.text === original.final.text) continue
    // Built from scratch, so the method must still match (a quadratic is searched for, not assumed).
    if (solved.kind !== 'quadratic' || shape(solved) === signature) return { problem: fallback, solved }
  }
  return null
}

/** Steps that come and go with the numbers (no division when the coefficient is 1), not the method. */
const INCIDENTAL = new Set(['standardForm', 'clearDenominators', 'divideCommon', 'expand', 'systemStandard', 'combine', 'divideBoth', 'reduce'])

/**
 * The method used, so a factorable quadratic gets a factorable example, Δ < 0 gets Δ < 0 and the
 * same operations come in the same order. Only categorical details count, never the numbers.
 */
const shape = (s: Solved) =>
  s.steps
    .filter((st) => !INCIDENTAL.has(st.k))
    .map((st) => {
      const p = st.p as Record<string, unknown>
      const op = st.k === 'evaluate' ? p.op : undefined // elimination ops name equations: not categorical
      return [st.k, op, p.identity, p.perfect, p.rule, p.negative].filter((x) => typeof x === 'string' || typeof x === 'boolean').join(':')
    })
    .join(',') + `|${s.answerWords ?? ''}`

/** Whole-number answers make the best examples where the question had them; 0 makes a dull one. */
function nice(s: Solved, original: Solved): boolean {
  const [e, o] = [s.expected, original.expected]
  const whole = (x: number) => Number.isInteger(x) && Math.abs(x) < 1e6
  if (e.type === 'number' && o.type === 'number') return !whole(o.value) || whole(e.value)
  if (e.type === 'roots' && Array.isArray(e.values) && s.kind === 'linear') return e.values.every((x) => whole(x) && x !== 0)
  if (e.type === 'system' && o.type === 'system') return Array.isArray(e.values) === Array.isArray(o.values) && (!Array.isArray(e.values) || e.values.every(whole))
  return true
}

export function numbersOf(p: Problem): string {
  const out: string[] = []
  const walk = (e: Expr) => {
    if (e.t === 'num') out.push(e.v.toFraction())
    else children(e).forEach(walk)
  }
  switch (p.type) {
    case 'evaluate':
    case 'simplify':
    case 'derivative':
      walk(p.expr)
      break
    case 'equation':
      walk(p.eq.lhs)
      walk(p.eq.rhs)
      break
    case 'system':
      p.equations.forEach((e) => (walk(e.lhs), walk(e.rhs)))
      break
    case 'percentOf':
      out.push(p.percent.toFraction(), p.base.toFraction())
      break
    case 'whatPercent':
      out.push(p.part.toFraction(), p.whole.toFraction())
      break
  }
  return out.sort().join(' ')
}

function random(seed: number): () => number {
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

function variant(p: Problem, rnd: () => number, attempt: number): Problem | null {
  // Decided for the whole problem: changing x² on one side only would turn x² = 3x into a cubic.
  const all = p.type === 'equation' ? [p.eq.lhs, p.eq.rhs] : p.type === 'system' ? p.equations.flatMap((e) => [e.lhs, e.rhs]) : 'expr' in p ? [p.expr] : []
  const exponentsOnly = !all.some((e) => hasPlainNumber(e))
  const change = (e: Expr) => perturb(e, rnd, exponentsOnly)
  switch (p.type) {
    case 'percentOf':
      return { ...p, percent: Q(pick(rnd, [5, 10, 15, 20, 25, 30, 40, 60, 75])), base: Q(pick(rnd, [40, 60, 80, 120, 150, 200, 240, 360])) }
    case 'whatPercent': {
      const whole = pick(rnd, [40, 50, 80, 120, 200, 250])
      return { ...p, whole: Q(whole), part: Q((whole * pick(rnd, [10, 20, 25, 40, 75])) / 100) }
    }
    case 'simplify':
      // (a+b)² − (a−b)² has no number to change; raising the power would change the identity too.
      return { ...p, expr: exponentsOnly ? introduceCoefficient(p.expr, attempt, true) : change(p.expr) }
    case 'evaluate':
    case 'derivative':
      return { ...p, expr: some(p.expr, (x) => x.t === 'num') ? change(p.expr) : introduceCoefficient(p.expr, attempt, false) }
    case 'equation':
      return { ...p, eq: { lhs: change(p.eq.lhs), rhs: change(p.eq.rhs) } }
    case 'system':
      return { ...p, equations: p.equations.map((e) => ({ lhs: change(e.lhs), rhs: change(e.rhs) })) }
    default:
      return null
  }
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
function synthesise(p: Problem, original: Solved, rnd: () => number): Problem | null {
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
