import { num, type Expr } from '../expr'
import { approxText, bigGcd, bigLcm, isInt, isTerminating, type Fraction } from '../fractions'
import { tex, text } from '../print'
import type { Solved } from '../solved'
import { hint, step, type ArithOp, type Hint, type Step } from '../steps'
import { evaluate, exactVal, fold, fractional, hasFraction, hasPercent, Refuse, shownDen, shownNum, treeExpr, valueTree, type A, type Val } from './arithmetic-values'

/**
 * Order-of-operations evaluation, one kind of operation per step, exact wherever the input is:
 * fractions keep their common denominators on screen (9/12 + 2/12) and are reduced in a step of
 * their own, as a teacher would write it.
 */

const MAX_STEPS = 40

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


function needsCommonDenominator(c: Candidate): boolean {
  const n = c.node
  if (n.t !== 'bin' || (n.op !== 'add' && n.op !== 'sub')) return false
  const [a, b] = [n.a as Val, n.b as Val]
  return !!a.q && !!b.q && (fractional(a) || fractional(b)) && shownDen(a) !== shownDen(b)
}

const divisionByFraction = (c: Candidate) => c.node.t === 'bin' && c.node.op === 'div' && fractional(c.node.b as Val) && !!(c.node.b as Val).q


function opOf(c: Candidate[]): ArithOp {
  const ops = new Set(c.map(({ node }) => (node.t === 'fn' ? node.name : node.t === 'bin' ? node.op : 'x')))
  const only = ops.size === 1 ? [...ops][0] : null
  const named: Record<string, ArithOp> = { pow: 'power', sqrt: 'root', abs: 'abs', pct: 'percent', mul: 'multiply', div: 'divide', add: 'add', sub: 'subtract', lg: 'log', ln: 'log', log: 'log' }
  if (only) return named[only]
  if ([...ops].every((o) => o === 'mul' || o === 'div')) return 'mulDiv'
  if ([...ops].every((o) => o === 'add' || o === 'sub')) return 'addSub'
  return 'power'
}

const unreduced = (a: A): Val[] =>
  a.t === 'val' ? (a.raw && !a.lifted && bigGcd(a.raw[0], a.raw[1]) > 1n ? [a] : []) : a.t === 'bin' ? [...unreduced(a.a), ...unreduced(a.b)] : unreduced(a.a)

/** One move: reduce shown fractions, else bring to a common denominator, else flip a divisor, else compute. */
function move(tree: A): { next: A; step: Step | null; hint: Hint } {
  const before = tex(treeExpr(tree))
  const show = (next: A, approx = false) => `${before} ${approx ? '\\approx' : '='} ${tex(treeExpr(next))}`
  const toReduce = unreduced(tree)
  if (toReduce.length) {
    const swap = new Map<A, A>(toReduce.map((v) => [v, exactVal(v.q as Fraction, isInt(v.q as Fraction) ? 'int' : 'frac')]))
    const next = replace(tree, swap)
    const by = bigGcd(toReduce[0].raw![0], toReduce[0].raw![1]).toString()
    return { next, step: step('reduce', { by }, show(next)), hint: hint('reduceFraction', { frac: tex(treeExpr(toReduce[0])) }) }
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
    return { next, step: step('reciprocal', {}, show(next)), hint: hint('arithmeticOrder', { part: tex(treeExpr(toFlip[0].node)), op: 'divide' }) }
  }
  const swap = new Map<A, A>(chosen.map((c) => [c.node, evaluate(c.node)]))
  const next = fold(replace(tree, swap))
  const approx = [...swap.values()].some((v) => v.t === 'val' && !v.q)
  const op = opOf(chosen)
  return {
    next,
    step: step('evaluate', { op, inBrackets: chosen.every((c) => c.inBrackets) }, show(next, approx)),
    hint: hint('arithmeticOrder', { part: tex(treeExpr(chosen[0].node)), op }),
  }
}

export function solveArithmetic(expr: Expr): Solved | null {
  try {
    let tree = fold(valueTree(expr))
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
    // An irrational result (√2, π) is never given as a decimal alone: the radical solver or nothing.
    if (tree.t !== 'val' || !tree.q) return null
    const result = tree
    if (!firstHint) {
      // Nothing to work out (7/12 is already in lowest terms): say so rather than refuse.
      steps.push(step('alreadySimple', {}, tex(expr)))
      firstHint = result.style === 'frac' ? hint('reduceFraction', { frac: tex(expr) }) : hint('casSimplify', {})
    }
    const finalTex = result.q ? tex(treeExpr({ ...result, raw: undefined })) : `\\approx ${approxText(result.x)}`
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

