import { lusolve } from 'mathjs'
import { bin, num, paren, substitute, sumOf, sym, type Expr } from '../expr'
import { bigGcd, bigLcm, exactTex, exactText, isNeg, isZero, ONE, Q, signedNum, type Fraction } from '../fractions'
import { close } from '../numeric'
import { coefficient, degree, evaluate, fromExpr, polyVars, sub } from '../polynomial'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'
import { typedDecimals } from './linear'

/** Coefficients then the right-hand side, labelled (1), (2)… as on a student's page. */
interface Row {
  c: Fraction[]
  label: number
}

const term = (c: Fraction, e: Expr) => ({ sign: (isNeg(c) ? -1 : 1) as 1 | -1, e: c.abs().equals(ONE) && e.t !== 'num' ? e : e.t === 'num' ? num(c.abs()) : bin('mul', num(c.abs()), e) })

function rowTex(r: Row, vars: string[]): string {
  const lhs = vars.map((v, i) => [r.c[i], v] as const).filter(([c]) => !isZero(c))
  const left = lhs.length ? tex(sumOf(lhs.map(([c, v]) => term(c, sym(v))))) : '0'
  return `${left} = ${tex(num(r.c[vars.length]))}`
}

const cases = (lines: string[]) => `\\begin{cases} ${lines.join(' \\\\ ')} \\end{cases}`
const labelled = (rows: Row[], vars: string[]) => cases(rows.map((r) => `${rowTex(r, vars)} & (${r.label})`))

/** Integer row in lowest terms: divide by the gcd of its entries. */
function lowest(c: Fraction[]): Fraction[] {
  const lcd = c.reduce((l, x) => bigLcm(l, x.d), 1n)
  const ints = c.map((x) => signedNum(x.mul(lcd)))
  const g = ints.reduce((acc, x) => bigGcd(acc, x), 0n) || 1n
  return ints.map((x) => Q(x / g))
}

export function solveSystem(equations: Equation[], vars: string[]): Solved | null {
  const rows: Row[] = []
  let fractions = false
  let changed = false
  for (const [i, eq] of equations.entries()) {
    const [L, R] = [fromExpr(eq.lhs), fromExpr(eq.rhs)]
    if (!L || !R) return null
    const P = sub(L, R)
    if (degree(P) > 1 || polyVars(P).some((v) => !vars.includes(v))) return null
    const raw = [...vars.map((v) => coefficient(P, v, 1)), coefficient(P, vars[0], 0).neg()]
    if (raw.some((x) => x.d !== 1n)) fractions = true
    const row = { c: fractions ? lowest(raw) : raw, label: i + 1 }
    if (rowTex(row, vars) !== `${tex(eq.lhs)} = ${tex(eq.rhs)}`) changed = true
    rows.push(row)
  }
  const n = vars.length
  const statement = { k: 'solveSystem' as const, math: cases(equations.map((e) => `${tex(e.lhs)} = ${tex(e.rhs)}`)) }
  const steps: Step[] = [step('systemStandard', { fractions, changed }, labelled(rows, vars))]
  let label = n
  let firstHint: Hint | null = null
  const work = rows.map((r) => ({ ...r, c: [...r.c] }))
  for (let k = 0; k < n - 1; k++) {
    const pivotAt = pickPivot(work, k)
    if (pivotAt < 0) break
    ;[work[k], work[pivotAt]] = [work[pivotAt], work[k]]
    const pivot = work[k]
    for (let i = k + 1; i < n; i++) {
      const row = work[i]
      if (isZero(row.c[k])) continue
      const { c, op } = eliminate(row, pivot, k)
      // Keep the numbers the student would get (2y = 4); reduce only when they grow unwieldy.
      const big = c.some((x) => x.abs().compare(100) > 0)
      work[i] = { c: big ? lowest(c) : c, label: ++label }
      firstHint ??= hint('eliminate', { v: vars[k], op })
      steps.push(step('eliminate', { v: vars[k], op, label: String(label) }, `${rowTex(work[i], vars)} \\quad (${label})`))
    }
  }
  const h = firstHint ?? hint('eliminate', { v: vars[0], op: '(2) - (1)' })
  const base = { kind: 'system' as const, statement, hint: h, notes: [] }
  const degenerate = work.find((r) => r.c.slice(0, n).every(isZero))
  if (degenerate || work.some((r, k) => isZero(r.c[k]))) {
    const none = work.some((r) => r.c.slice(0, n).every(isZero) && !isZero(r.c[n]))
    steps.push(step(none ? 'inconsistent' : 'dependent', {}))
    return {
      ...base,
      steps,
      final: none ? { latex: '\\varnothing', text: '∅' } : { latex: '\\infty', text: '∞' },
      answerWords: none ? 'noSolution' : 'infinitelyMany',
      check: [],
      expected: { type: 'system', variables: vars, values: none ? 'none' : 'many' },
    }
  }
  const values: Fraction[] = new Array(n)
  for (let k = n - 1; k >= 0; k--) backSubstitute(work[k], k, vars, values, steps)
  if (!agreesWithLusolve(rows, values)) return null
  const dec = typedDecimals(...equations.flatMap((e) => [e.lhs, e.rhs]))
  const pairs = vars.map((v, i) => [v, values[i]] as const)
  return {
    ...base,
    steps,
    final: {
      latex: pairs.map(([v, x]) => `${v} = ${exactTex(x, dec)}`).join(', \\quad '),
      text: pairs.map(([v, x]) => `${v} = ${exactText(x, dec)}`).join(', '),
    },
    check: [step('check', {}, ...equations.map((e, i) => checkLine(e, i + 1, vars, values)))],
    expected: { type: 'system', variables: vars, values: values.map((x) => x.valueOf()) },
  }
}

/** A pivot students like: a coefficient of ±1 first, else the smallest. */
function pickPivot(work: Row[], k: number): number {
  let best = -1
  for (let i = k; i < work.length; i++) {
    const c = work[i].c[k].abs()
    if (isZero(c)) continue
    if (best < 0 || c.compare(work[best].c[k].abs()) < 0) best = i
  }
  return best
}

/** Combines row and pivot so column k cancels, naming the operation as a student writes it: 3×(2) − 2×(1). */
function eliminate(row: Row, pivot: Row, k: number): { c: Fraction[]; op: string } {
  const r = combine(row, pivot, k)
  // (1) − (2) giving 2y = 4 reads better than (2) − (1) giving −2y = −4.
  const lead = r.c.find((x) => !isZero(x))
  if (lead && isNeg(lead) && r.swap) return { c: r.c.map((x) => x.neg()), op: r.swap }
  return r
}

function combine(row: Row, pivot: Row, k: number): { c: Fraction[]; op: string; swap?: string } {
  const [p, q] = [pivot.c[k], row.c[k]]
  const name = (m: bigint, label: number) => (m === 1n ? `(${label})` : `${m} \\times (${label})`)
  if (q.equals(p)) return { c: row.c.map((x, j) => x.sub(pivot.c[j])), op: `(${row.label}) - (${pivot.label})`, swap: `(${pivot.label}) - (${row.label})` }
  if (q.equals(p.neg())) return { c: row.c.map((x, j) => x.add(pivot.c[j])), op: `(${row.label}) + (${pivot.label})` }
  const [ap, aq] = [signedNum(p.abs()), signedNum(q.abs())]
  const l = bigLcm(ap, aq)
  const [mr, mp] = [l / aq, l / ap]
  const same = isNeg(p) === isNeg(q)
  const c = row.c.map((x, j) => (same ? x.mul(mr).sub(pivot.c[j].mul(mp)) : x.mul(mr).add(pivot.c[j].mul(mp))))
  const op = `${name(mr, row.label)} ${same ? '-' : '+'} ${name(mp, pivot.label)}`
  return { c, op, ...(same ? { swap: `${name(mp, pivot.label)} - ${name(mr, row.label)}` } : {}) }
}

function backSubstitute(row: Row, k: number, vars: string[], values: Fraction[], steps: Step[]) {
  const n = vars.length
  let rest = row.c[n]
  const shown: { sign: 1 | -1; e: Expr }[] = [term(row.c[k], sym(vars[k]))]
  for (let j = k + 1; j < n; j++) {
    if (isZero(row.c[j])) continue
    rest = rest.sub(row.c[j].mul(values[j]))
    const v = values[j]
    const factor = isNeg(v) || v.d !== 1n ? paren(num(v)) : num(v)
    shown.push({ sign: isNeg(row.c[j]) ? -1 : 1, e: row.c[j].abs().equals(ONE) ? factor : bin('mul', num(row.c[j].abs()), factor) })
  }
  values[k] = rest.div(row.c[k])
  const v = vars[k]
  const result = `${v} = ${exactTex(values[k])}`
  if (shown.length === 1) {
    const direct = row.c[k].equals(ONE)
    steps.push(step('solveOne', { v }, direct ? result : `${rowTex(row, vars)} \\;\\Rightarrow\\; ${result}`))
    return
  }
  const known = vars.slice(k + 1).map((u, i) => `${u} = ${exactTex(values[k + 1 + i])}`).join(', ')
  steps.push(step('backSubstitute', { known, v }, `${tex(sumOf(shown))} = ${tex(num(row.c[n]))} \\;\\Rightarrow\\; ${result}`))
}

function checkLine(e: Equation, label: number, vars: string[], values: Fraction[]): string {
  let [l, r] = [e.lhs, e.rhs]
  for (const [i, v] of vars.entries()) [l, r] = [substitute(l, v, num(values[i])), substitute(r, v, num(values[i]))]
  const scope = Object.fromEntries(vars.map((v, i) => [v, values[i]]))
  const side = (orig: Expr, shown: Expr) => {
    const p = fromExpr(orig)
    const value = p ? exactTex(evaluate(p, scope)) : '?'
    return shown.t === 'num' ? value : `${tex(shown)} = ${value}`
  }
  const rhsIsNumber = r.t === 'num' || (r.t === 'neg' && r.a.t === 'num')
  return `(${label})\\; ${side(e.lhs, l)}${rhsIsNumber ? '' : `, \\quad ${side(e.rhs, r)}`} \\;\\checkmark`
}

/** mathjs' LU solver, in floats, must agree with the exact elimination shown to the student. */
function agreesWithLusolve(rows: Row[], values: Fraction[]): boolean {
  const n = values.length
  const A = rows.map((r) => r.c.slice(0, n).map((x) => x.valueOf()))
  const b = rows.map((r) => r.c[n].valueOf())
  try {
    const x = (lusolve(A, b) as number[][]).map((r) => r[0])
    return x.every((xi, i) => close(xi, values[i].valueOf(), 1e-9))
  } catch {
    // Expected: lusolve throws on a singular matrix: the values are not the unique solution.
    return false
  }
}
