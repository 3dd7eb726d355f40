import { bin, fn, neg, num, paren, type BinOp, type Expr } from '../expr'
import { approxText, digits, exactSqrt, isInt, isTerminating, isZero, Q, type Fraction } from '../fractions'

/**
 * The values arithmetic works on: exact rationals that remember how they are shown (12.5 stays a
 * decimal, 9/12 stays unreduced until a step reduces it), or floats once a root is irrational.
 */
export type Style = 'int' | 'dec' | 'frac'
export interface Val {
  t: 'val'
  q: Fraction | null // null: inexact (√2, π), then x holds the float
  x: number
  style: Style
  raw?: [bigint, bigint] // a fraction as shown, possibly unreduced: 9/12
  lifted?: boolean // raised to a common denominator on purpose: not to be reduced back
  label?: string
}
export type ValFn = 'sqrt' | 'abs' | 'pct' | 'lg' | 'ln' | 'log'
export type A = Val | { t: 'bin'; op: BinOp; a: A; b: A; shown?: 'times' | 'divide' } | { t: 'neg'; a: A } | { t: 'fn'; name: ValFn; a: A; base?: number } | { t: 'paren'; a: A }

export class Refuse extends Error {}

const MAX_DIGITS = 40

export const exactVal = (q: Fraction, style: Style, raw?: [bigint, bigint]): Val => {
  if (digits(q) > MAX_DIGITS) throw new Refuse()
  const s: Style = style !== 'frac' && !isInt(q) && !isTerminating(q) ? 'frac' : style === 'int' && !isInt(q) ? 'dec' : style
  return { t: 'val', q, x: q.valueOf(), style: s, ...(raw ? { raw } : {}) }
}
export const approxVal = (x: number): Val => {
  if (!Number.isFinite(x)) throw new Refuse()
  return { t: 'val', q: null, x, style: 'dec' }
}

export function valueTree(e: Expr): A {
  switch (e.t) {
    case 'num':
      return exactVal(e.v, e.dec ? 'dec' : isInt(e.v) ? 'int' : 'frac')
    case 'sym':
      if (e.name === 'pi') return { ...approxVal(Math.PI), label: '\\pi' }
      if (e.name === 'e') return { ...approxVal(Math.E), label: 'e' }
      throw new Refuse()
    case 'paren':
      return { t: 'paren', a: valueTree(e.a) }
    case 'neg':
      return { t: 'neg', a: valueTree(e.a) }
    case 'fn':
      if (!['sqrt', 'abs', 'pct', 'lg', 'ln', 'log'].includes(e.name)) throw new Refuse()
      return { t: 'fn', name: e.name as ValFn, a: valueTree(e.a), ...(e.base ? { base: e.base } : {}) }
    default: {
      // 3/4 typed between whole numbers is a fraction, not a division to perform (12/4 still is).
      if (e.t === 'div' && !e.shown && e.a.t === 'num' && e.b.t === 'num' && isInt(e.a.v) && isInt(e.b.v) && !e.a.dec && !isZero(e.b.v)) {
        const q = e.a.v.div(e.b.v)
        if (!isInt(q)) return exactVal(q, 'frac', [e.a.v.s * e.a.v.n, e.b.v.s * e.b.v.n])
      }
      return { t: 'bin', op: e.t, a: valueTree(e.a), b: valueTree(e.b), ...(e.shown ? { shown: e.shown } : {}) }
    }
  }
}

export function treeExpr(a: A): Expr {
  switch (a.t) {
    case 'val': {
      if (a.label) return { t: 'num', v: Q(0), show: { tex: a.label, text: a.label } }
      if (!a.q) return { t: 'num', v: Q(0), show: { tex: approxText(a.x), text: approxText(a.x) } }
      if (a.raw) {
        const [n, d] = a.raw
        const sign = n < 0n !== d < 0n ? '-' : ''
        const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d]
        return { t: 'num', v: a.q, show: { tex: `${sign}\\frac{${an}}{${ad}}`, text: `${sign}${an}/${ad}` } }
      }
      return num(a.q, a.style === 'dec')
    }
    case 'bin':
      return { ...bin(a.op, treeExpr(a.a), treeExpr(a.b)), ...(a.shown ? { shown: a.shown } : {}) } as Expr
    case 'neg':
      return neg(treeExpr(a.a))
    case 'fn':
      return fn(a.name, treeExpr(a.a), a.base)
    case 'paren':
      return paren(treeExpr(a.a))
  }
}

/** Signs and brackets around single numbers cost no step: -(3) is just -3. */
export function fold(a: A): A {
  if (a.t === 'val') return a
  if (a.t === 'neg') {
    const inner = fold(a.a)
    if (inner.t !== 'val') return { t: 'neg', a: inner }
    if (!inner.q) return { ...approxVal(-inner.x), ...(inner.label ? { label: `-${inner.label}` } : {}) }
    return exactVal(inner.q.neg(), inner.style, inner.raw && [-inner.raw[0], inner.raw[1]])
  }
  if (a.t === 'paren') {
    const inner = fold(a.a)
    return inner.t === 'val' ? inner : { t: 'paren', a: inner }
  }
  if (a.t === 'fn') return { ...a, a: fold(a.a) }
  return { ...a, a: fold(a.a), b: fold(a.b) }
}


export const shownDen = (v: Val): bigint => (v.raw ? v.raw[1] : v.q ? v.q.d : 1n)
export const shownNum = (v: Val): bigint => (v.raw ? v.raw[0] : v.q ? v.q.s * v.q.n : 0n)
export const fractional = (v: Val) => v.style === 'frac'

function combineStyle(a: Val, b: Val): Style {
  if (fractional(a) || fractional(b)) return 'frac'
  return a.style === 'dec' || b.style === 'dec' ? 'dec' : 'int'
}

export function evaluate(node: Exclude<A, Val>): Val {
  if (node.t === 'fn') {
    const v = node.a as Val
    if (node.name === 'pct') return v.q ? exactVal(v.q.div(100), 'dec') : approxVal(v.x / 100)
    if (node.name === 'abs') return v.q ? exactVal(v.q.abs(), v.style) : approxVal(Math.abs(v.x))
    if (node.name === 'lg' || node.name === 'ln' || node.name === 'log') return logarithm(v, node.name === 'ln' ? null : node.name === 'lg' ? 10 : (node.base ?? 10))
    if (v.x < 0) throw new Refuse()
    const root = v.q && exactSqrt(v.q)
    return root ? exactVal(root, isInt(root) ? 'int' : v.style) : approxVal(Math.sqrt(v.x))
  }
  if (node.t !== 'bin') throw new Refuse()
  const [a, b] = [node.a as Val, node.b as Val]
  if (!a.q || !b.q) {
    const x = { add: a.x + b.x, sub: a.x - b.x, mul: a.x * b.x, div: a.x / b.x, pow: Math.pow(a.x, b.x) }[node.op]
    return approxVal(x)
  }
  const style = combineStyle(a, b)
  switch (node.op) {
    case 'add':
    case 'sub': {
      const q = node.op === 'add' ? a.q.add(b.q) : a.q.sub(b.q)
      const sameDen = style === 'frac' && shownDen(a) === shownDen(b)
      const n = node.op === 'add' ? shownNum(a) + shownNum(b) : shownNum(a) - shownNum(b)
      return exactVal(q, style, sameDen && shownDen(a) !== 1n ? [n, shownDen(a)] : undefined)
    }
    case 'mul': {
      const q = a.q.mul(b.q)
      return exactVal(q, style, style === 'frac' ? [shownNum(a) * shownNum(b), shownDen(a) * shownDen(b)] : undefined)
    }
    case 'div': {
      if (isZero(b.q)) throw new Refuse()
      const q = a.q.div(b.q)
      if (style === 'frac') return exactVal(q, 'frac', [shownNum(a) * shownDen(b), shownDen(a) * shownNum(b)])
      return exactVal(q, style === 'int' && !isTerminating(q) ? 'frac' : style)
    }
    case 'pow': {
      if (isInt(b.q) && Math.abs(b.x) <= 64) {
        if (isZero(a.q) && b.x < 0) throw new Refuse()
        return exactVal(a.q.pow(b.q), b.x < 0 && a.style === 'int' ? 'frac' : a.style)
      }
      if (b.q.equals(Q(1, 2)) && a.x >= 0) return evaluate({ t: 'fn', name: 'sqrt', a })
      if (a.x < 0) throw new Refuse()
      return approxVal(Math.pow(a.x, b.x))
    }
  }
}


export const hasPercent = (a: A): boolean => (a.t === 'fn' && a.name === 'pct') || (a.t !== 'val' && (hasPercent(a.a) || (a.t === 'bin' && hasPercent(a.b))))
export const hasFraction = (a: A): boolean => (a.t === 'val' ? a.style === 'frac' : hasFraction(a.a) || (a.t === 'bin' && hasFraction(a.b)))

/** log_b(q) exactly when q is a rational power of b (log₃ 81 = 4, log₄ 2 = 1/2, ln 1 = 0); else refused. */
function logarithm(v: Val, base: number | null): Val {
  if (!v.q || v.x <= 0) throw new Refuse()
  if (v.q.equals(1)) return exactVal(Q(0), 'int')
  if (base === null) throw new Refuse()
  for (let d = 1; d <= 6; d++) {
    const root = Math.round(base ** (1 / d))
    if (root ** d !== base && d > 1) continue
    const r = d === 1 ? base : root
    for (let k = -40; k <= 40; k++) if (k !== 0 && Q(r).pow(Q(k)).equals(v.q)) return exactVal(Q(k, d), Number.isInteger(k / d) ? 'int' : 'frac')
  }
  throw new Refuse()
}
