import { bin, num, sym, variables, type Expr } from './expr'
import { isInt, isNeg, isZero, Q, type Fraction } from './fractions'
import { constant, scale, toExpr, variable, add as addPoly } from './polynomial'
import { tex } from './print'
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
    if (numbersOf(candidate) === before || !nice(solved)) continue
    return { problem: candidate, solved }
  }
  const fallback = synthesise(p, rnd)
  const solved = fallback && solve(fallback)
  return fallback && solved && numbersOf(fallback) !== before ? { problem: fallback, solved } : null
}

/** The method used, so a factorable quadratic gets a factorable example and Δ < 0 gets Δ < 0. */
const shape = (s: Solved) => `${s.steps.map((st) => st.k).join(',')}|${s.answerWords ?? ''}`

/** Whole-number answers make the best examples; fractions are fine where the question had them. */
function nice(s: Solved): boolean {
  const e = s.expected
  if (e.type === 'roots' && Array.isArray(e.values) && s.kind === 'linear') return e.values.every((x) => Number.isInteger(x))
  if (e.type === 'system' && Array.isArray(e.values)) return e.values.every((x) => Number.isInteger(x))
  return true
}

export function numbersOf(p: Problem): string {
  const out: string[] = []
  const walk = (e: Expr) => {
    if (e.t === 'num') out.push(e.v.toFraction())
    else if (e.t !== 'sym') for (const c of e.t === 'neg' || e.t === 'fn' || e.t === 'paren' ? [e.a] : [e.a, e.b]) walk(c)
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
  const change = (e: Expr) => perturb(e, rnd)
  switch (p.type) {
    case 'percentOf':
      return { ...p, percent: Q(pick(rnd, [5, 10, 15, 20, 25, 30, 40, 60, 75])), base: Q(pick(rnd, [40, 60, 80, 120, 150, 200, 240, 360])) }
    case 'whatPercent': {
      const whole = pick(rnd, [40, 50, 80, 120, 200, 250])
      return { ...p, whole: Q(whole), part: Q((whole * pick(rnd, [10, 20, 25, 40, 75])) / 100) }
    }
    case 'evaluate':
    case 'simplify':
    case 'derivative': {
      const expr = withNumbers(p.expr) ? change(p.expr) : introduceCoefficient(p.expr, attempt)
      return { ...p, expr }
    }
    case 'equation':
      return { ...p, eq: { lhs: change(p.eq.lhs), rhs: change(p.eq.rhs) } }
    case 'system':
      return { ...p, equations: p.equations.map((e) => ({ lhs: change(e.lhs), rhs: change(e.rhs) })) }
  }
}

/** Numbers other than exponents; when there are none (sin x · x²) the exponents change instead. */
function withNumbers(e: Expr, inExponent = false): boolean {
  if (e.t === 'num') return !inExponent
  if (e.t === 'sym') return false
  if (e.t === 'pow') return withNumbers(e.a, inExponent) || withNumbers(e.b, true) || !inExponent
  return (e.t === 'neg' || e.t === 'fn' || e.t === 'paren' ? [e.a] : [e.a, e.b]).some((c) => withNumbers(c, inExponent))
}

function perturb(e: Expr, rnd: () => number): Expr {
  const exponentsOnly = !hasPlainNumber(e)
  const walk = (x: Expr, inExponent: boolean): Expr => {
    switch (x.t) {
      case 'num':
        if (inExponent !== exponentsOnly) return x
        return inExponent ? num(Q(Math.min(5, Math.max(2, x.v.valueOf() + (x.v.valueOf() >= 3 && rnd() < 0.5 ? -1 : 1))))) : { ...num(nudge(x.v, !!x.dec, rnd)), ...(x.dec ? { dec: true } : {}) }
      case 'sym':
        return x
      case 'pow':
        return { ...x, a: walk(x.a, inExponent), b: walk(x.b, true) }
      case 'neg':
      case 'fn':
      case 'paren':
        return { ...x, a: walk(x.a, inExponent) }
      default:
        return { ...x, a: walk(x.a, inExponent), b: walk(x.b, inExponent) }
    }
  }
  return walk(e, false)
}

function hasPlainNumber(e: Expr, inExponent = false): boolean {
  if (e.t === 'num') return !inExponent
  if (e.t === 'sym') return false
  if (e.t === 'pow') return hasPlainNumber(e.a, inExponent) || hasPlainNumber(e.b, true)
  return (e.t === 'neg' || e.t === 'fn' || e.t === 'paren' ? [e.a] : [e.a, e.b]).some((c) => hasPlainNumber(c, inExponent))
}

/** A nearby number of the same sort: same sign, whole stays whole, 0 stays 0. */
function nudge(v: Fraction, decimal: boolean, rnd: () => number): Fraction {
  if (isZero(v)) return v
  const sign = isNeg(v) ? -1 : 1
  const a = Math.abs(v.valueOf())
  if (decimal) return Q(sign * (a + pick(rnd, [0.5, 1, 1.5, 2]))).abs().mul(sign)
  if (isInt(v)) {
    const step = pick(rnd, a > 3 ? [1, 2, 3, -1, -2] : [1, 2, 3])
    return Q(sign * Math.max(1, a + step === a ? a + 1 : a + step))
  }
  const n = Number(v.n) + pick(rnd, [1, 2])
  const d = Math.max(2, Number(v.d) + pick(rnd, [1, 2, 3]))
  return Q(sign * n, d)
}

/** sin x has no number to change: make it sin 2x (or 3x, on later attempts). */
function introduceCoefficient(e: Expr, attempt: number): Expr {
  const v = [...variables(e)][0]
  if (!v) return e
  let done = false
  const k = 2 + (attempt % 3)
  const walk = (x: Expr): Expr => {
    if (done) return x
    if (x.t === 'sym' && x.name === v) {
      done = true
      return bin('mul', num(k), x)
    }
    if (x.t === 'num' || x.t === 'sym') return x
    if (x.t === 'neg' || x.t === 'fn' || x.t === 'paren') return { ...x, a: walk(x.a) }
    return { ...x, a: walk(x.a), b: walk(x.b) }
  }
  return walk(e)
}

/** Built from scratch when perturbing never gave the same method: roots or a solution chosen first. */
function synthesise(p: Problem, rnd: () => number): Problem | null {
  if (p.type === 'equation') {
    const v = p.variable
    const [r1, r2] = [pick(rnd, [1, 2, 3, 4]), pick(rnd, [-3, -2, 5, 6])]
    const quadratic = addPoly(addPoly(scale(variableSquared(v), Q(1)), scale(variable(v), Q(-(r1 + r2)))), constant(Q(r1 * r2)))
    const linear = addPoly(scale(variable(v), Q(r2 < 0 ? 3 : 2)), constant(Q(r1)))
    const poly = tex(p.eq.lhs).includes('^') ? quadratic : linear
    const rhs = poly === linear ? num(Q(r2 < 0 ? 3 : 2).mul(Q(r1 + 1)).add(Q(r1))) : num(0)
    return { ...p, eq: { lhs: toExpr(poly), rhs } }
  }
  if (p.type === 'system') {
    const s = p.variables.map(() => pick(rnd, [-2, -1, 1, 2, 3, 4]))
    const rows = p.variables.length === 2 ? [[1, 1], [2, -1]] : [[1, 1, 1], [1, -1, 2], [2, 1, -1]]
    const equations = rows.map((row) => {
      const lhs = row.reduce<Expr | null>((acc, c, i) => {
        const t = c === 1 ? sym(p.variables[i]) : c === -1 ? null : bin('mul', num(Math.abs(c)), sym(p.variables[i]))
        if (c === -1) return acc ? bin('sub', acc, sym(p.variables[i])) : bin('mul', num(-1), sym(p.variables[i]))
        return acc ? (c < 0 ? bin('sub', acc, bin('mul', num(-c), sym(p.variables[i]))) : bin('add', acc, t as Expr)) : (t as Expr)
      }, null) as Expr
      return { lhs, rhs: num(row.reduce((sum, c, i) => sum + c * s[i], 0)) }
    })
    return { ...p, equations }
  }
  return null
}

const variableSquared = (v: string) => new Map([[`${v}^2`, { m: { [v]: 2 }, c: Q(1) }]])
