import { parse, type MathNode } from 'mathjs'

/**
 * Numbers only: the checker never solves symbolically. Real roots are found by scanning a fine,
 * widening grid for sign changes and touching zeros, then refining; sets by testing points
 * between the critical points; expressions by comparing values at fixed irregular points.
 */
export type Fn = (scope: Record<string, number>) => number

// The builtins the scan calls thousands of times per question, bound once: jest runs server code
// in a vm context, where every lookup of a global (Math, Number) goes through the context's
// interceptor, and the root scan ran about 12× slower there than under node.
const { abs, max, pow, sign } = Math
const finite = Number.isFinite

type Node = MathNode & { value?: unknown; name?: string; fn?: string | { name: string }; args?: MathNode[]; content?: MathNode; op?: string }
type Closure = (scope: Record<string, number>) => number

const FUNCTIONS: Record<string, (...a: number[]) => number> = {
  sqrt: Math.sqrt, abs: Math.abs, sin: Math.sin, cos: Math.cos, tan: Math.tan, exp: Math.exp, cbrt: Math.cbrt, log10: Math.log10,
  log: (x: number, b?: number) => (b === undefined ? Math.log(x) : Math.log(x) / Math.log(b)),
}
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E, Infinity, deg: Math.PI / 180 }

/** A mathjs tree as plain closures: the root scan evaluates thousands of points, fast. */
function closure(node: Node): Closure | null {
  switch (node.type) {
    case 'ConstantNode':
      return typeof node.value === 'number' ? () => node.value as number : null
    case 'SymbolNode': {
      const name = node.name!
      if (name in CONSTANTS) return () => CONSTANTS[name]
      return (s) => s[name] ?? NaN
    }
    case 'ParenthesisNode':
      return closure(node.content as Node)
    case 'FunctionNode': {
      const f = FUNCTIONS[(node.fn as { name: string }).name]
      const args = node.args!.map((a) => closure(a as Node))
      if (!f || args.some((a) => !a)) return null
      return (s) => f(...args.map((a) => a!(s)))
    }
    case 'OperatorNode': {
      const args = node.args!.map((a) => closure(a as Node))
      if (args.some((a) => !a)) return null
      const [a, b] = args as Closure[]
      switch (node.fn) {
        case 'unaryMinus':
          return (s) => -a(s)
        case 'unaryPlus':
          return a
        case 'add':
          return (s) => a(s) + b(s)
        case 'subtract':
          return (s) => a(s) - b(s)
        case 'multiply':
          return (s) => a(s) * b(s)
        case 'divide':
          return (s) => a(s) / b(s)
        case 'pow':
          return (s) => pow(a(s), b(s))
        default:
          return null
      }
    }
    default:
      return null
  }
}

const compiled = new Map<string, Fn | null>()

export function fn(src: string): Fn | null {
  if (compiled.has(src)) return compiled.get(src)!
  let f: Fn | null
  try {
    f = closure(parse(src) as Node)
  } catch {
    // Expected: mathjs throws on text it cannot parse: no function to compare.
    f = null
  }
  if (compiled.size > 500) compiled.clear()
  compiled.set(src, f)
  return f
}

export const close = (a: number, b: number, tol = 1e-9) => a === b || (finite(a) && finite(b) && abs(a - b) <= tol * max(1, abs(a), abs(b)))

/** x = sinh(t): dense near 0 (steps of 0.005), still covering ±10 000. */
const GRID: number[] = (() => {
  const out: number[] = []
  for (let t = -9.9; t <= 9.9; t += 0.005) out.push(Math.sinh(t))
  return out
})()

function refineSign(h: (x: number) => number, a: number, b: number): number {
  let [fa, lo, hi] = [h(a), a, b]
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2
    const fm = h(mid)
    if (fm === 0) return mid
    if (sign(fm) === sign(fa)) [lo, fa] = [mid, fm]
    else hi = mid
  }
  return (lo + hi) / 2
}

function refineMin(h: (x: number) => number, a: number, b: number): number {
  let [lo, hi] = [a, b]
  for (let i = 0; i < 100; i++) {
    const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3]
    if (abs(h(m1)) < abs(h(m2))) hi = m2
    else lo = m1
  }
  return (lo + hi) / 2
}

/** Zero within rounding, measured against the size of the terms around it. */
const isZeroAt = (h: (x: number) => number, x: number, scale: (x: number) => number) => abs(h(x)) <= 1e-9 * max(1, scale(x))

/**
 * Every real root of h in the grid's range, each once; null when h is exactly 0 along a stretch
 * of the grid but not everywhere. That is a flat zero a scan cannot tell from underflow (2^x is
 * exactly 0 in doubles below x ≈ -1075, though never in fact) or from a true interval of
 * solutions (|x| = x): no discrete set of roots to judge against. An equation true everywhere
 * (an identity) still gives every grid point, as before.
 */
export function realRoots(h: (x: number) => number, scale: (x: number) => number = () => 1): number[] | null {
  // Kept sorted, so a root close to x, if there is one, sits next to where x would go: an
  // identity makes every grid point a root, and testing each against all the others was
  // quadratic (25 s for one question under jest).
  const roots: number[] = []
  const add = (x: number) => {
    if (!isZeroAt(h, x, scale)) return
    let [lo, hi] = [0, roots.length]
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (roots[mid] < x) lo = mid + 1
      else hi = mid
    }
    if ((lo > 0 && close(roots[lo - 1], x, 1e-7)) || (lo < roots.length && close(roots[lo], x, 1e-7))) return
    roots.splice(lo, 0, x)
  }
  const ys = GRID.map(h)
  if (ys.some((y, i) => y === 0 && ys[i + 1] === 0) && GRID.some((x, i) => finite(ys[i]) && !isZeroAt(h, x, scale))) return null
  for (let i = 0; i < GRID.length; i++) {
    const [y, next] = [ys[i], ys[i + 1]]
    if (y === 0) add(GRID[i])
    if (next === undefined || !finite(y) || !finite(next)) continue
    if (sign(y) !== sign(next) && next !== 0) add(refineSign(h, GRID[i], GRID[i + 1]))
    // A zero the curve only touches: a local minimum of |h| close to 0 (not where h is 0 already).
    const prev = ys[i - 1]
    if (y !== 0 && prev !== undefined && finite(prev) && abs(y) <= abs(prev) && abs(y) <= abs(next) && sign(prev) === sign(next)) {
      add(refineMin(h, GRID[i - 1], GRID[i + 1]))
    }
  }
  return roots
}

/** Fixed, irregular points: two different expressions rarely agree on all of them. */
const POINTS = [0.7, 1.3, 2.1, -0.4, 3.7, -1.9, 0.27, 5.3, -2.6, 1.85]

export function sameValues(a: Fn, b: Fn, vars: string[], tol = 1e-7): boolean {
  let checked = 0
  for (let i = 0; i < POINTS.length; i++) {
    const scope = Object.fromEntries(vars.map((v, k) => [v, POINTS[(i + 3 * k) % POINTS.length]]))
    const [x, y] = [a(scope), b(scope)]
    if (!finite(x) || !finite(y)) continue
    if (!close(x, y, tol)) return false
    checked++
  }
  return checked >= 4
}

/** f'(x) by central differences (Richardson-extrapolated), for checking derivatives. */
export function derivativeAt(f: Fn, v: string, x: number): number {
  const d = (h: number) => (f({ [v]: x + h }) - f({ [v]: x - h })) / (2 * h)
  const h = 1e-3 * max(1, abs(x))
  return (4 * d(h / 2) - d(h)) / 3
}

export { POINTS }

/** f as a function of one variable, with one scope object reused (the scan calls it thousands of times). */
export function of1(f: Fn, v: string): (x: number) => number {
  const scope: Record<string, number> = { [v]: 0 }
  return (x) => {
    scope[v] = x
    return f(scope)
  }
}
