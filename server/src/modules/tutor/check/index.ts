import type { Lang } from '@contract/common'
import { num, readClaim, type Bound, type Claim, type Num } from '../answer/claim'
import { close, derivativeAt, fn, of1, realRoots, sameValues } from './numeric'
import { readTask } from './read'
import { freeVariables } from './source'
import type { Relation, Task } from './task'
import { angleDimension, bare, isFactored, notSimplest } from './forms'
import { checkPeriodic } from './periodic'
import { unitsFit } from '../answer/units'

/**
 * The independent checker: is this answer right for this question? It reads the question by its
 * own stricter path (readTask) and judges the answer with numbers only (substitution, a root scan,
 * values at fixed points, numeric derivatives), so it shares nothing with the solver's reading.
 *
 *   checkAnswer('Solve |2x + 1| = 9', 'x = 4 or x = -5', 'en') → { status: 'verified' }
 *
 * verified: the answer is confirmed against the question; failed: the question was read and the
 * answer contradicts it; unchecked: the question or the answer could not be read (never a guess).
 * Re-tests (issue 13) grade a student's answer with it, the offline engine and a model's final
 * answer are badged by it.
 */
export type CheckStatus = 'verified' | 'failed' | 'unchecked'
export interface CheckResult {
  status: CheckStatus
  /** why, for logs and tests */
  reason: string
}
export type { Task } from './task'
export { readTask } from './read'

const unchecked = (reason: string): CheckResult => ({ status: 'unchecked', reason })
const verdict = (ok: boolean, reason: string): CheckResult => ({ status: ok ? 'verified' : 'failed', reason })

export function checkAnswer(question: string, answer: string | Claim, lang: Lang = 'en'): CheckResult {
  const task = readTask(question, lang)
  if (!task) return unchecked('question not read')
  let claim = typeof answer === 'string' ? readClaim(answer, lang) : answer
  // A unit is read only as the question's own (or when it names none): never converted.
  const fit = claim?.units?.length ? unitsFit(question, claim.units) : 'fit'
  if (fit === 'letter' && typeof answer === 'string') claim = readClaim(answer, lang, { units: false })
  else if (fit !== 'fit') return unchecked('answer in another unit')
  if (!claim) return unchecked('answer not read')
  // A degree sign means something only on an angle: "0.5°" for sin(30°) is not 0.5. An angle asked
  // (30° + 45°) is judged in degrees; anything else with a degree sign cannot be checked.
  if (claim.units?.includes('deg')) {
    if (task.k !== 'value' || angleDimension(task.src) !== 1) return unchecked('a degree sign on a value that is not an angle')
    return checkClaim({ ...task, src: `(${task.src}) / deg` }, claim)
  }
  return checkClaim(task, claim)
}

/** A number as answered against the true value: exact, or correctly rounded to the decimals shown. */
export function matches(n: Num, truth: number, tol = 1e-9): boolean {
  if (close(n.x, truth, tol)) return true
  const significant = Math.abs(n.x) >= 1 ? Math.floor(Math.log10(Math.abs(n.x))) + 1 + n.decimals : n.decimals
  return n.decimals > 0 && significant >= 3 && Math.abs(n.x - truth) <= 0.5 * 10 ** -n.decimals + 1e-12
}

/** Roots found by scanning are exact to about 1e-8 (a double root only to the square root of rounding). */
function sameSet(claimed: Num[], truth: number[], tol = 1e-9): boolean {
  return claimed.every((n) => truth.some((t) => matches(n, t, tol))) && truth.every((t) => claimed.some((n) => matches(n, t, tol)))
}

/**
 * Every value a rounding of a true one at the decimals it shows, with 2 significant digits, too
 * coarse for matches() (3.1 for π, 0.67 for 2/3): right as far as it goes, not enough digits to
 * confirm. Unchecked, not failed. One digit ("about 0.6" for 7/12) is still failed.
 */
const significant = (n: Num) => (Math.abs(n.x) >= 1 ? Math.floor(Math.log10(Math.abs(n.x))) + 1 + n.decimals : n.decimals - Math.max(0, -Math.floor(Math.log10(Math.abs(n.x) || 1)) - 1))
function coarselyRounded(claimed: Num[], truth: number[]): boolean {
  const near = (n: Num, t: number) => n.decimals > 0 && significant(n) >= 2 && Math.abs(n.x - t) <= 0.5 * 10 ** -n.decimals + 1e-12
  return claimed.length > 0 && claimed.every((n) => truth.some((t) => near(n, t))) && truth.every((t) => claimed.some((n) => near(n, t)))
}

export function checkClaim(task: Task, claim: Claim): CheckResult {
  switch (task.k) {
    case 'value':
      return checkValue(task, claim)
    case 'solve':
      return task.relations.some((r) => r.op === '=') ? checkRoots(task, claim) : checkSet(task, claim)
    case 'system':
      return checkSystem(task, claim)
    case 'expression':
      return checkExpression(task, claim)
    case 'derivative':
      return checkDerivative(task, claim)
  }
}

/**
 * Whether an equation written while working (3x = 15) has exactly the solutions of the question's
 * equation: a right step. null when the question is not an equation the checker reads.
 */
export function sameSolutions(question: string, step: { lhs: string; rhs: string }, lang: Lang = 'en'): boolean | null {
  const task = readTask(question, lang)
  if (!task || task.k !== 'solve' || task.then || task.pick || task.conditions.length || !task.relations.every((r) => r.op === '=')) return null
  const vs = [...new Set([...freeVariables(step.lhs), ...freeVariables(step.rhs)])]
  if (vs.length !== 1 || vs[0] !== task.v) return false
  const [a, b] = [trueRoots(task), trueRoots({ ...task, relations: [{ lhs: step.lhs, op: '=', rhs: step.rhs }] })]
  return !!a && !!b && a.length === b.length && a.every((x, i) => close(x, b[i], 1e-7))
}

function checkValue(task: Extract<Task, { k: 'value' }>, claim: Claim): CheckResult {
  const f = fn(task.src)
  const truth = f?.({}) ?? NaN
  if (!Number.isFinite(truth)) return unchecked('value not computed')
  // "x³ = 27", "3a − 4 = 2": the value after the label.
  if (claim.k === 'equation') {
    const n = num(claim.rhs)
    return n ? checkValue(task, { k: 'values', v: null, values: [n] }) : unchecked('an equation for a value')
  }
  if (claim.k !== 'values') return unchecked(`a ${claim.k} for a value`)
  // "a = 2" to "evaluate 3a − 4 when a = 2" restates the question's own number.
  if (claim.v && claim.v === task.given) return verdict(false, `${claim.v} is given, not asked`)
  const wanted = task.both ? [truth, -truth] : [truth]
  // "25 %" and "25" both answer "what percent…"; a plain ratio 0.25 too.
  const scaled = claim.values.map((n) => (task.percent ? { ...n, x: n.percent ? n.x * 100 : n.x } : n))
  if (task.percent && !claim.values.some((n) => n.percent) && sameSet(claim.values.map((n) => ({ ...n, x: n.x * 100 })), wanted)) return verdict(true, 'ratio')
  const ok = sameSet(scaled, wanted)
  if (!ok && coarselyRounded(scaled, wanted)) return unchecked('a rounding too coarse to confirm')
  if (ok && task.exact && claim.values.some((n) => n.decimals > 0 && !Number.isInteger(truth))) return unchecked('a decimal where the exact form was asked')
  // "Simplify 6/8" answered 6/8, "simplify √72" answered 2√18: the value is right, the work left undone.
  if (ok && task.exact && claim.values.some((n) => notSimplest(n.src))) return verdict(false, 'not simplified')
  return verdict(ok, `value ${truth}`)
}

/** The real solutions the relations have (conditions and the pick applied), or null when unknown. */
function trueRoots(task: Extract<Task, { k: 'solve' }>): number[] | null {
  const side = (r: Relation) => [fn(r.lhs), fn(r.rhs)] as const
  const equations = task.relations.filter((r) => r.op === '=')
  const [l, r] = side(equations[0])
  if (!l || !r) return null
  const [L, R] = [of1(l, task.v), of1(r, task.v)]
  let roots = realRoots((x) => L(x) - R(x), (x) => Math.abs(L(x)) + Math.abs(R(x)))
  if (!roots) return null
  for (const rel of [...task.relations.slice(1), ...task.conditions]) roots = roots.filter((x) => holds(rel, task.v, x))
  if (task.pick && roots.length >= 2) roots = [task.pick === 'larger' ? Math.max(...roots) : Math.min(...roots)]
  return roots
}

function holds(rel: Relation, v: string, x: number): boolean {
  const [l, r] = [fn(rel.lhs), fn(rel.rhs)]
  if (!l || !r) return false
  const [a, b] = [l({ [v]: x }), r({ [v]: x })]
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false
  const eq = close(a, b, 1e-9)
  switch (rel.op) {
    case '=':
      return eq
    case '<':
      return a < b && !eq
    case '>':
      return a > b && !eq
    case '≤':
      return a < b || eq
    case '≥':
      return a > b || eq
    case '≠':
      return !eq
  }
}

function checkRoots(task: Extract<Task, { k: 'solve' }>, claim: Claim): CheckResult {
  const roots = trueRoots(task)
  if (!roots) return unchecked('equation not evaluated')
  // "x³ = 27" after "then find x³"; any other equation is a step of working, not an answer.
  if (claim.k === 'equation') {
    const n = num(claim.rhs)
    return task.then && n ? checkRoots(task, { k: 'values', v: null, values: [n] }) : unchecked('a step, not an answer')
  }
  if (task.then) {
    const then = fn(task.then)
    if (!then) return unchecked('second step not evaluated')
    const values = roots.map((x) => then({ [task.v]: x }))
    if (claim.k === 'none') return verdict(values.length === 0, 'no solution')
    return claim.k === 'values' ? verdict(sameSet(claim.values, values), 'second step') : unchecked(`a ${claim.k} for a second step`)
  }
  if (claim.k === 'none') return verdict(roots.length === 0, 'no solution')
  if (claim.k === 'periodic') {
    if (claim.v && claim.v !== task.v) return verdict(false, `the unknown is ${task.v}`)
    return task.conditions.length || task.pick || task.relations.length > 1 ? unchecked('a general solution under conditions') : checkPeriodic(task, claim.families)
  }
  if (claim.k === 'all') {
    const [l, r] = [fn(task.relations[0].lhs), fn(task.relations[0].rhs)]
    return verdict(!!l && !!r && task.conditions.length === 0 && sameValues(l, r, [task.v]), 'every number')
  }
  if (claim.k === 'values') {
    if (claim.v && claim.v !== task.v) return verdict(false, `the unknown is ${task.v}`)
    const ok = sameSet(claim.values, roots, 1e-7)
    return !ok && coarselyRounded(claim.values, roots) ? unchecked('a rounding too coarse to confirm') : verdict(ok, `roots ${roots.join(', ')}`)
  }
  return unchecked(`a ${claim.k} for an equation`)
}

function checkSet(task: Extract<Task, { k: 'solve' }>, claim: Claim): CheckResult {
  const rels = [...task.relations, ...task.conditions]
  const inTruth = (x: number) => rels.every((r) => holds(r, task.v, x))
  const intervals: Bound[] | null = claim.k === 'set' ? claim.intervals : claim.k === 'none' ? [] : claim.k === 'all' ? [{ lo: -Infinity, hi: Infinity, loIn: false, hiIn: false }] : null
  if (!intervals) return unchecked(`a ${claim.k} for an inequality`)
  if (claim.k === 'set' && claim.v && claim.v !== task.v) return verdict(false, `the unknown is ${task.v}`)
  const inClaim = (x: number) => intervals.some((i) => (x > i.lo || (i.loIn && close(x, i.lo))) && (x < i.hi || (i.hiIn && close(x, i.hi))))
  // Critical points: where a side of a relation meets the other, and the claim's own ends.
  const critical = new Set<number>()
  for (const r of rels) {
    const [l, rr] = [fn(r.lhs), fn(r.rhs)]
    if (!l || !rr) return unchecked('inequality not evaluated')
    const [L, R] = [of1(l, task.v), of1(rr, task.v)]
    const roots = realRoots((x) => L(x) - R(x))
    if (!roots) return unchecked('a side is zero along a stretch')
    for (const x of roots) critical.add(x)
  }
  // The claim's own ends stand for the roots they round (2 for 1.9999999999999998).
  const ends = intervals.flatMap((i) => [i.lo, i.hi]).filter((x) => Number.isFinite(x))
  const points = [...new Set([...ends, ...[...critical].filter((x) => !ends.some((e) => close(e, x)))])].sort((a, b) => a - b)
  const far = [farProbe(rels, task.v, -1, points[0] ?? 0), farProbe(rels, task.v, 1, points[points.length - 1] ?? 0)].filter((x): x is number => x !== null)
  const tests = [...far, ...points, ...points.map((p, k) => (k + 1 < points.length ? (p + points[k + 1]) / 2 : p + 1)), ...(points.length ? [points[0] - 1] : [0])]
  return verdict(tests.every((x) => inTruth(x) === inClaim(x)), 'set')
}

/**
 * A point far out on one side, beyond every critical point, where doubles still hold the sides'
 * values: 2^x is Infinity at 10 000 and exactly 0 at -10 000, which would read "2^x > 1" as false
 * there. The farthest of 10 000, 1 000 and 100 whose sides are finite and not flushed to zero
 * (a side that is 0 there but not at 1 is), or none.
 */
function farProbe(rels: Relation[], v: string, sign: 1 | -1, beyond: number): number | null {
  const sides = rels.flatMap((r) => [fn(r.lhs), fn(r.rhs)]).filter((f): f is NonNullable<typeof f> => !!f)
  const sound = (x: number) => sides.every((f) => {
    const y = f({ [v]: x })
    return Number.isFinite(y) && (y !== 0 || f({ [v]: sign }) === 0)
  })
  for (const m of [1e4, 1e3, 100]) {
    const x = sign * m
    if (sign * x > sign * beyond && sound(x)) return x
  }
  return null
}

function checkSystem(task: Extract<Task, { k: 'system' }>, claim: Claim): CheckResult {
  const values = claim.k === 'pairs' ? task.vars.map((v) => claim.values[v]?.x) : claim.k === 'tuple' && claim.values.length === task.vars.length ? claim.values.map((n) => n.x) : null
  if (!values || values.some((x) => x === undefined)) return unchecked(`a ${claim.k} for a system`)
  const scope = Object.fromEntries(task.vars.map((v, i) => [v, values[i] as number]))
  const ok = task.relations.every((r) => {
    const [l, rr] = [fn(r.lhs), fn(r.rhs)]
    return !!l && !!rr && close(l(scope), rr(scope), 1e-7)
  })
  // A solution that satisfies every equation; uniqueness: the equations are linear and independent.
  return verdict(ok && independent(task), 'system')
}

function independent(task: Extract<Task, { k: 'system' }>): boolean {
  const hs = task.relations.map((r) => [fn(r.lhs), fn(r.rhs)] as const)
  const g = (i: number, p: number[]) => hs[i][0]!(Object.fromEntries(task.vars.map((v, k) => [v, p[k]]))) - hs[i][1]!(Object.fromEntries(task.vars.map((v, k) => [v, p[k]])))
  const zero = task.vars.map(() => 0)
  const rows = hs.map((_, i) => task.vars.map((_, k) => g(i, zero.map((_z, j) => (j === k ? 1 : 0))) - g(i, zero)))
  const det = rows.length === 2 ? rows[0][0] * rows[1][1] - rows[0][1] * rows[1][0] : rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1]) - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0]) + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
  return Math.abs(det) > 1e-9
}

function checkExpression(task: Extract<Task, { k: 'expression' }>, claim: Claim): CheckResult {
  if (claim.k !== 'expr') return unchecked(`a ${claim.k} for an expression`)
  if (claim.vars.some((v) => !task.vars.includes(v))) return verdict(false, 'other letters')
  const [a, b] = [fn(task.src), fn(claim.src)]
  if (!a || !b) return unchecked('expression not evaluated')
  const same = sameValues(a, b, task.vars)
  if (!same) return verdict(false, 'different values')
  if (task.form === 'factored' && !isFactored(claim.src)) return verdict(false, 'not factorised')
  // The question's own expression given back: nothing was simplified, expanded or factorised.
  if (bare(claim.src) === bare(task.src)) return unchecked('the question restated')
  return verdict(true, 'same expression')
}

function checkDerivative(task: Extract<Task, { k: 'derivative' }>, claim: Claim): CheckResult {
  const f = fn(task.src)
  if (!f) return unchecked('function not evaluated')
  if (task.at !== undefined) {
    const truth = derivativeAt(f, task.v, task.at)
    if (claim.k !== 'values' || claim.values.length !== 1) return unchecked(`a ${claim.k} for a derivative's value`)
    const n = claim.values[0]
    return verdict(Math.abs(n.x - truth) <= 1e-5 * Math.max(1, Math.abs(truth)) || matches(n, truth), 'derivative at a point')
  }
  if (claim.k !== 'expr' || freeVariables(claim.src).some((v) => v !== task.v)) return unchecked(`a ${claim.k} for a derivative`)
  const d = fn(claim.src)
  if (!d) return unchecked('derivative not evaluated')
  return verdict(sameValues((s) => derivativeAt(f, task.v, s[task.v]), d, [task.v], 1e-5), 'derivative')
}
