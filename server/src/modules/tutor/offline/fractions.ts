import { fraction, type Fraction } from 'mathjs'

/** Exact rationals (mathjs' Fraction, bigint based) and the few helpers the solvers share. */
export type { Fraction }

export const Q = (n: number | bigint | string, d?: number | bigint): Fraction =>
  d === undefined ? fraction(n as number) : fraction(n as number, d as number)

export const ZERO = Q(0)
export const ONE = Q(1)

export const isInt = (f: Fraction) => f.d === 1n
export const isZero = (f: Fraction) => f.n === 0n
export const isNeg = (f: Fraction) => f.s < 0n && f.n !== 0n
export const toNumber = (f: Fraction) => f.valueOf()

export function bigGcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a
  b = b < 0n ? -b : b
  while (b) [a, b] = [b, a % b]
  return a
}

export const bigLcm = (a: bigint, b: bigint) => (a === 0n || b === 0n ? 0n : (a / bigGcd(a, b)) * b)

/** Numerator with its sign. */
export const signedNum = (f: Fraction) => f.s * f.n

/** Decimal digits the value would need: refuses results nobody can read (and bounds bigint work). */
export const digits = (f: Fraction) => Math.max(f.n.toString().length, f.d.toString().length)

/** A fraction whose decimal expansion ends (denominator made of 2s and 5s). */
export function isTerminating(f: Fraction): boolean {
  let d = f.d
  while (d % 2n === 0n) d /= 2n
  while (d % 5n === 0n) d /= 5n
  return d === 1n
}

export function fracTex(f: Fraction): string {
  if (isInt(f)) return signedNum(f).toString()
  return `${isNeg(f) ? '-' : ''}\\frac{${f.n}}{${f.d}}`
}

/** A float shown to students: at most 4 decimals, no trailing zeros, no exponent for ordinary sizes. */
export function approxText(x: number): string {
  if (!Number.isFinite(x)) return String(x)
  if (Math.abs(x) >= 1e15 || (Math.abs(x) < 1e-4 && x !== 0)) return x.toPrecision(6)
  return String(Number(x.toFixed(4)))
}

/** The square root of a non-negative rational when it is rational, else null. */
export function exactSqrt(f: Fraction): Fraction | null {
  if (isNeg(f)) return null
  const n = bigSqrt(f.n)
  const d = bigSqrt(f.d)
  return n !== null && d !== null ? Q(n, d) : null
}

function bigSqrt(v: bigint): bigint | null {
  if (v < 0n) return null
  if (v < 2n) return v
  let x = BigInt(Math.floor(Math.sqrt(Number(v))))
  // Float sqrt can be off by one for large values; nudge to the exact integer root.
  while (x * x > v) x -= 1n
  while ((x + 1n) * (x + 1n) <= v) x += 1n
  return x * x === v ? x : null
}

/** Splits a positive integer n as k²·m with m square-free, so √n = k√m. */
export function splitSquare(n: bigint): { k: bigint; m: bigint } {
  let k = 1n
  let m = n
  for (let p = 2n; p * p <= m; p += 1n) {
    while (m % (p * p) === 0n) {
      m /= p * p
      k *= p
    }
  }
  return { k, m }
}

/** A rational as a student would write the result: 80, 12.5, or \frac{11}{12}. */
export function valueTex(f: Fraction): string {
  return isInt(f) ? signedNum(f).toString() : isTerminating(f) ? f.toString() : fracTex(f)
}

export function valueText(f: Fraction): string {
  return isInt(f) ? signedNum(f).toString() : isTerminating(f) ? f.toString() : f.toFraction()
}

/** Roots and coefficients: fractions stay fractions unless the student typed decimals. */
export function exactTex(f: Fraction, decimals = false): string {
  return decimals ? valueTex(f) : fracTex(f)
}

export function exactText(f: Fraction, decimals = false): string {
  return decimals ? valueText(f) : f.toFraction()
}
