import { bin, fn, neg, num, paren, type BinOp, type Expr } from '../expr'
import { approxText, bigGcd, bigLcm, digits, exactSqrt, isInt, isTerminating, isZero, Q, type Fraction } from '../fractions'
import { tex, text } from '../print'
import type { Solved } from '../solved'
import { hint, step, type ArithOp, type Hint, type Step } from '../steps'

/**
 * Order-of-operations evaluation, one kind of operation per step, exact wherever the input is:
 * fractions keep their common denominators on screen (9/12 + 2/12) and are reduced in a step of
 * their own, as a teacher would write it.
 */
type Style = 'int' | 'dec' | 'frac'
interface Val {
  t: 'val'
  q: Fraction | null // null: inexact (√2, π), then x holds the float
  x: number
  style: Style
  raw?: [bigint, bigint] // a fraction as shown, possibly unreduced: 9/12
  lifted?: boolean // raised to a common denominator on purpose: not to be reduced back
  label?: string
}
type A = Val | { t: 'bin'; op: BinOp; a: A; b: A; shown?: 'times' | 'divide' } | { t: 'neg'; a: A } | { t: 'fn'; name: 'sqrt' | 'abs' | 'pct'; a: A } | { t: 'paren'; a: A }

class Refuse extends Error {}

const MAX_STEPS = 40
const MAX_DIGITS = 40

const exactVal = (q: Fraction, style: Style, raw?: [bigint, bigint]): Val => {
  if (digits(q) > MAX_DIGITS) throw new Refuse()
  const s: Style = style !== 'frac' && !isInt(q) && !isTerminating(q) ? 'frac' : style === 'int' && !isInt(q) ? 'dec' : style
  return { t: 'val', q, x: q.valueOf(), style: s, ...(raw ? { raw } : {}) }
}
const approxVal = (x: number): Val => {
  if (!Number.isFinite(x)) throw new Refuse()
  return { t: 'val', q: null, x, style: 'dec' }
}

function fromExpr(e: Expr): A {
  switch (e.t) {
    case 'num':
      return exactVal(e.v, e.dec ? 'dec' : isInt(e.v) ? 'int' : 'frac')
    case 'sym':
      if (e.name === 'pi') return { ...approxVal(Math.PI), label: '\\pi' }
      if (e.name === 'e') return { ...approxVal(Math.E), label: 'e' }
      throw new Refuse()
    case 'paren':
      return { t: 'paren', a: fromExpr(e.a) }
    case 'neg':
      return { t: 'neg', a: fromExpr(e.a) }
    case 'fn':
      if (e.name !== 'sqrt' && e.name !== 'abs' && e.name !== 'pct') throw new Refuse()
      return { t: 'fn', name: e.name, a: fromExpr(e.a) }
    default: {
      // 3/4 typed between whole numbers is a fraction, not a division to perform (12/4 still is).
      if (e.t === 'div' && !e.shown && e.a.t === 'num' && e.b.t === 'num' && isInt(e.a.v) && isInt(e.b.v) && !e.a.dec && !isZero(e.b.v)) {
        const q = e.a.v.div(e.b.v)
        if (!isInt(q)) return exactVal(q, 'frac', [e.a.v.s * e.a.v.n, e.b.v.s * e.b.v.n])
      }
      return { t: 'bin', op: e.t, a: fromExpr(e.a), b: fromExpr(e.b), ...(e.shown ? { shown: e.shown } : {}) }
    }
  }
}

function toExpr(a: A): Expr {
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
      return { ...bin(a.op, toExpr(a.a), toExpr(a.b)), ...(a.shown ? { shown: a.shown } : {}) } as Expr
    case 'neg':
      return neg(toExpr(a.a))
    case 'fn':
      return fn(a.name, toExpr(a.a))
    case 'paren':
      return paren(toExpr(a.a))
  }
}

/** Signs and brackets around single numbers cost no step: -(3) is just -3. */
function fold(a: A): A {
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

interface Candidate {
  node: Exclude<A, Val>
  rank: number
  inBrackets: boolean
}

function candidates(a: A, brackets = 0, out: Candidate[] = []): Candidate[] {
  if (a.t === 'val') return out
  if (a.t === 'paren') return candidates(a.a, brackets + 1, out)
  if (a.t === 'neg') return candidates(a.a, brackets, out)
  if (a.t === 'fn') {
    if (a.a.t === 'val') out.push({ node: a, rank: brackets * 10 + 3, inBrackets: brackets > 0 })
    else candidates(a.a, brackets, out)
    return out
  }
  if (a.a.t === 'val' && a.b.t === 'val') {
    const rank = a.op === 'pow' ? 3 : a.op === 'mul' || a.op === 'div' ? 2 : 1
    out.push({ node: a, rank: brackets * 10 + rank, inBrackets: brackets > 0 })
    return out
  }
  candidates(a.a, brackets, out)
  candidates(a.b, brackets, out)
  return out
}

function replace(a: A, swap: Map<A, A>): A {
  const s = swap.get(a)
  if (s) return s
  if (a.t === 'val') return a
  if (a.t === 'bin') return { ...a, a: replace(a.a, swap), b: replace(a.b, swap) }
  return { ...a, a: replace(a.a, swap) }
}

const shownDen = (v: Val): bigint => (v.raw ? v.raw[1] : v.q ? v.q.d : 1n)
const shownNum = (v: Val): bigint => (v.raw ? v.raw[0] : v.q ? v.q.s * v.q.n : 0n)
const fractional = (v: Val) => v.style === 'frac'

function needsCommonDenominator(c: Candidate): boolean {
  const n = c.node
  if (n.t !== 'bin' || (n.op !== 'add' && n.op !== 'sub')) return false
  const [a, b] = [n.a as Val, n.b as Val]
  return !!a.q && !!b.q && (fractional(a) || fractional(b)) && shownDen(a) !== shownDen(b)
}

const divisionByFraction = (c: Candidate) => c.node.t === 'bin' && c.node.op === 'div' && fractional(c.node.b as Val) && !!(c.node.b as Val).q

function combineStyle(a: Val, b: Val): Style {
  if (fractional(a) || fractional(b)) return 'frac'
  return a.style === 'dec' || b.style === 'dec' ? 'dec' : 'int'
}

function evaluate(node: Exclude<A, Val>): Val {
  if (node.t === 'fn') {
    const v = node.a as Val
    if (node.name === 'pct') return v.q ? exactVal(v.q.div(100), 'dec') : approxVal(v.x / 100)
    if (node.name === 'abs') return v.q ? exactVal(v.q.abs(), v.style) : approxVal(Math.abs(v.x))
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

function opOf(c: Candidate[]): ArithOp {
  const ops = new Set(c.map(({ node }) => (node.t === 'fn' ? node.name : node.t === 'bin' ? node.op : 'x')))
  const only = ops.size === 1 ? [...ops][0] : null
  const named: Record<string, ArithOp> = { pow: 'power', sqrt: 'root', abs: 'abs', pct: 'percent', mul: 'multiply', div: 'divide', add: 'add', sub: 'subtract' }
  if (only) return named[only]
  if ([...ops].every((o) => o === 'mul' || o === 'div')) return 'mulDiv'
  if ([...ops].every((o) => o === 'add' || o === 'sub')) return 'addSub'
  return 'power'
}

const unreduced = (a: A): Val[] =>
  a.t === 'val' ? (a.raw && !a.lifted && bigGcd(a.raw[0], a.raw[1]) > 1n ? [a] : []) : a.t === 'bin' ? [...unreduced(a.a), ...unreduced(a.b)] : unreduced(a.a)

/** One move: reduce shown fractions, else bring to a common denominator, else flip a divisor, else compute. */
function move(tree: A): { next: A; step: Step | null; hint: Hint } {
  const before = tex(toExpr(tree))
  const show = (next: A, approx = false) => `${before} ${approx ? '\\approx' : '='} ${tex(toExpr(next))}`
  const toReduce = unreduced(tree)
  if (toReduce.length) {
    const swap = new Map<A, A>(toReduce.map((v) => [v, exactVal(v.q as Fraction, isInt(v.q as Fraction) ? 'int' : 'frac')]))
    const next = replace(tree, swap)
    const by = bigGcd(toReduce[0].raw![0], toReduce[0].raw![1]).toString()
    return { next, step: step('reduce', { by }, show(next)), hint: hint('reduceFraction', { frac: tex(toExpr(toReduce[0])) }) }
  }
  const all = candidates(tree)
  const top = Math.max(...all.map((c) => c.rank))
  const chosen = all.filter((c) => c.rank === top)
  const toCommon = chosen.filter(needsCommonDenominator)
  if (toCommon.length) {
    const swap = new Map<A, A>()
    for (const { node } of toCommon) {
      if (node.t !== 'bin') continue
      const [a, b] = [node.a as Val, node.b as Val]
      const lcd = bigLcm(shownDen(a), shownDen(b))
      const lift = (v: Val): Val => ({ ...v, style: 'frac', lifted: true, raw: [shownNum(v) * (lcd / shownDen(v)), lcd] })
      swap.set(node, { ...node, a: lift(a), b: lift(b) })
    }
    const next = replace(tree, swap)
    const first = toCommon[0].node as Extract<A, { t: 'bin' }>
    const lcd = bigLcm(shownDen(first.a as Val), shownDen(first.b as Val)).toString()
    const h = hint('commonDenominator', { a: shownDen(first.a as Val).toString(), b: shownDen(first.b as Val).toString() })
    return { next, step: step('commonDenominator', { lcd }, show(next)), hint: h }
  }
  const toFlip = chosen.filter(divisionByFraction)
  if (toFlip.length) {
    const swap = new Map<A, A>()
    for (const { node } of toFlip) {
      if (node.t !== 'bin') continue
      const b = node.b as Val
      const flipped = exactVal((b.q as Fraction).inverse(), 'frac', [shownDen(b) * (shownNum(b) < 0n ? -1n : 1n), shownNum(b) < 0n ? -shownNum(b) : shownNum(b)])
      swap.set(node, { t: 'bin', op: 'mul', a: node.a, b: flipped, shown: node.shown === 'divide' ? 'times' : undefined })
    }
    const next = replace(tree, swap)
    return { next, step: step('reciprocal', {}, show(next)), hint: hint('arithmeticOrder', { part: tex(toExpr(toFlip[0].node)), op: 'divide' }) }
  }
  const swap = new Map<A, A>(chosen.map((c) => [c.node, evaluate(c.node)]))
  const next = fold(replace(tree, swap))
  const approx = [...swap.values()].some((v) => v.t === 'val' && !v.q)
  const op = opOf(chosen)
  return {
    next,
    step: step('evaluate', { op, inBrackets: chosen.every((c) => c.inBrackets) }, show(next, approx)),
    hint: hint('arithmeticOrder', { part: tex(toExpr(chosen[0].node)), op }),
  }
}

export function solveArithmetic(expr: Expr): Solved | null {
  try {
    let tree = fold(fromExpr(expr))
    const kind = hasPercent(tree) ? 'percentage' : hasFraction(tree) ? 'fraction' : 'arithmetic'
    const steps: Step[] = []
    let firstHint: Hint | null = null
    for (let i = 0; tree.t !== 'val' || unreduced(tree).length; i++) {
      if (i >= MAX_STEPS) return null
      const m = move(tree)
      firstHint ??= m.hint
      if (m.step) steps.push(m.step)
      tree = m.next
    }
    if (tree.t !== 'val') return null
    const result = tree
    if (!firstHint) {
      // Nothing to work out (7/12 is already in lowest terms): say so rather than refuse.
      steps.push(step('alreadySimple', {}, tex(expr)))
      firstHint = result.style === 'frac' ? hint('reduceFraction', { frac: tex(expr) }) : hint('casSimplify', {})
    }
    const finalTex = result.q ? tex(toExpr({ ...result, raw: undefined })) : `\\approx ${approxText(result.x)}`
    const finalText = result.q ? text(num(result.q, result.style === 'dec')) : approxText(result.x)
    const decimal = result.q && result.style === 'frac' && !isInt(result.q)
    return {
      kind: kind === 'arithmetic' && result.style === 'frac' ? 'fraction' : kind,
      statement: { k: 'compute', math: tex(expr) },
      steps,
      hint: firstHint,
      final: { latex: finalTex, text: finalText },
      ...(decimal ? { answerNote: `${isTerminating(result.q!) ? '=' : '\\approx'} ${approxText(result.x)}` } : {}),
      check: [],
      notes: [],
      expected: { type: 'number', value: result.x },
    }
  } catch (e) {
    if (e instanceof Refuse) return null
    throw e
  }
}

const hasPercent = (a: A): boolean => (a.t === 'fn' && a.name === 'pct') || (a.t !== 'val' && (hasPercent(a.a) || (a.t === 'bin' && hasPercent(a.b))))
const hasFraction = (a: A): boolean => (a.t === 'val' ? a.style === 'frac' : hasFraction(a.a) || (a.t === 'bin' && hasFraction(a.b)))
