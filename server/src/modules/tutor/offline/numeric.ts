import type { Expr } from './expr'
import { toNumber } from './fractions'

/** Float evaluation: always bounded (9^9^9 is just Infinity), used for guards and sample checks. */
export function evalFloat(e: Expr, scope: Record<string, number> = {}): number {
  switch (e.t) {
    case 'num':
      return toNumber(e.v)
    case 'sym':
      if (e.name === 'pi') return Math.PI
      if (e.name === 'e') return Math.E
      return scope[e.name] ?? NaN
    case 'paren':
      return evalFloat(e.a, scope)
    case 'neg':
      return -evalFloat(e.a, scope)
    case 'add':
      return evalFloat(e.a, scope) + evalFloat(e.b, scope)
    case 'sub':
      return evalFloat(e.a, scope) - evalFloat(e.b, scope)
    case 'mul':
      return evalFloat(e.a, scope) * evalFloat(e.b, scope)
    case 'div':
      return evalFloat(e.a, scope) / evalFloat(e.b, scope)
    case 'pow':
      return Math.pow(evalFloat(e.a, scope), evalFloat(e.b, scope))
    case 'fn': {
      const a = evalFloat(e.a, scope)
      switch (e.name) {
        case 'sqrt':
          return Math.sqrt(a)
        case 'abs':
          return Math.abs(a)
        case 'sin':
          return Math.sin(a)
        case 'cos':
          return Math.cos(a)
        case 'tan':
          return Math.tan(a)
        case 'cot':
          return 1 / Math.tan(a)
        case 'sec':
          return 1 / Math.cos(a)
        case 'csc':
          return 1 / Math.sin(a)
        case 'exp':
          return Math.exp(a)
        case 'ln':
          return Math.log(a)
        case 'lg':
          return Math.log10(a)
        case 'log':
          return Math.log(a) / Math.log(e.base ?? 10)
        case 'pct':
          return a / 100
      }
    }
  }
}

/** Equal as numbers, relative to their size (answers from models are often rounded floats). */
export function close(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
}

/** Fixed, irregular sample points: two different expressions rarely agree on all of them. */
export const SAMPLES = [0.7, 1.3, 2.1, -0.4, 3.7, -1.9, 0.27, 5.3]

/** Whether two expressions agree at enough sample points (skipping points outside either's domain). */
export function sameFunction(a: Expr, b: Expr, vars: string[]): boolean {
  let checked = 0
  for (let i = 0; i < SAMPLES.length; i++) {
    const scope = Object.fromEntries(vars.map((v, k) => [v, SAMPLES[(i + 3 * k) % SAMPLES.length]]))
    const x = evalFloat(a, scope)
    const y = evalFloat(b, scope)
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue
    if (!close(x, y, 1e-7)) return false
    checked++
  }
  return checked >= 3
}
