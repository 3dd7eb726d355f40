import { num, substitute, type Expr } from '../expr'
import { isInt, Q as fr, valueTex, valueText, type Fraction } from '../fractions'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Step } from '../steps'
import { mul, rational, sqrtOf, surdTex, surdText, valueOf, type Surd } from '../surd'
import { solveArithmetic } from './arithmetic'
import { solveDerivative } from './derivative'
import { solveRadical } from './radical'

/**
 * Values: an expression at a point (3a − 4 for a = 2), a function's value (g(4)), a derivative at
 * a point (f'(2)), the exact value of a trigonometric ratio of a special angle, and the two square
 * roots of a number.
 */
const exactly = (e: Expr) => solveArithmetic(e) ?? solveRadical(e, 'compute')
const notTrivial = (s: Step) => s.k !== 'alreadySimple'

export function solveEvaluateAt(expr: Expr, v: string, at: Fraction, label?: string): Solved | null {
  const substituted = substitute(expr, v, num(at))
  const value = exactly(substituted)
  if (!value) return null
  const named = label && label !== 'y' ? `${label}(${valueTex(at)})` : label
  const steps = [step('substitute', { v, value: valueTex(at) }, `${named ?? tex(expr)} = ${tex(substituted)}`), ...value.steps.filter(notTrivial)]
  const shownAt = `${v} = ${valueTex(at)}`
  return {
    kind: 'evaluate',
    statement: label ? { k: 'functionValue', def: `${label === 'y' ? 'y' : `${label}(${v})`} = ${tex(expr)}`, call: named!, ...(label === 'y' ? { at: shownAt } : {}) } : { k: 'evaluateAt', math: tex(expr), at: shownAt },
    steps,
    hint: hint('substitute', { v, value: valueTex(at) }),
    final: {
      latex: `${named ?? tex(expr)} = ${value.final.latex}`,
      text: named ? `${label === 'y' ? 'y' : `${label}(${valueText(at)})`} = ${value.final.text}` : value.final.text,
    },
    check: [],
    notes: [],
    expected: value.expected,
  }
}

export function solveDerivativeAt(expr: Expr, v: string, at: Fraction, name: string): Solved | null {
  const d = solveDerivative(expr, v, name === 'y' ? 'y' : 'f')
  if (!d || d.expected.type !== 'expression') return null
  const substituted = substitute(d.expected.expr, v, num(at))
  const value = exactly(substituted)
  if (!value) return null
  const call = `${name}'(${valueTex(at)})`
  return {
    kind: 'derivative',
    statement: { k: 'deriveAt', math: `${name === 'y' ? 'y' : `${name}(${v})`} = ${tex(expr)}`, call },
    steps: [...d.steps, step('substitute', { v, value: valueTex(at) }, `${call} = ${tex(substituted)} = ${value.final.latex}`)],
    hint: hint('derivativeFirst', { v, value: valueTex(at) }),
    final: { latex: `${call} = ${value.final.latex}`, text: `${name}'(${valueText(at)}) = ${value.final.text}` },
    check: [],
    notes: [],
    expected: value.expected,
  }
}

/** sin of 0°, 30°, 45°, 60°, 90° (cos and tan from it); other angles through the reference angle. */
const SIN: Record<number, () => Surd> = {
  0: () => rational(fr(0)),
  30: () => rational(fr(1, 2)),
  45: () => mul(sqrtOf(fr(2))!, rational(fr(1, 2))),
  60: () => mul(sqrtOf(fr(3))!, rational(fr(1, 2))),
  90: () => rational(fr(1)),
}

export function solveTrig(name: 'sin' | 'cos' | 'tan', degrees: Fraction, radians: boolean): Solved | null {
  if (!isInt(degrees)) return null
  const d = ((degrees.valueOf() % 360) + 360) % 360
  if (d % 30 !== 0 && d % 45 !== 0) return null
  const ref = d <= 90 ? d : d <= 180 ? 180 - d : d <= 270 ? d - 180 : 360 - d
  const sinSign = d > 180 ? -1 : 1
  const cosSign = d > 90 && d < 270 ? -1 : 1
  const s = mul(SIN[ref](), rational(fr(sinSign)))
  const c = mul(SIN[90 - ref](), rational(fr(cosSign)))
  let value: Surd | null = name === 'sin' ? s : name === 'cos' ? c : null
  if (name === 'tan') {
    if (valueOf(c) === 0) return null
    // tan = sin / cos over the table's values: 1/√3 = √3/3
    const t = valueOf(s) / valueOf(c)
    value = [rational(fr(0)), rational(fr(1)), rational(fr(-1)), sqrtOf(fr(3))!, mul(sqrtOf(fr(3))!, rational(fr(-1))), mul(sqrtOf(fr(3))!, rational(fr(1, 3))), mul(sqrtOf(fr(3))!, rational(fr(-1, 3)))].find((x) => Math.abs(valueOf(x) - t) < 1e-12)!
  }
  if (!value) return null
  const angle = (a: number) => `${a}^{\\circ}`
  const f = `\\${name}`
  const steps: Step[] = []
  if (radians) steps.push(step('toDegrees', {}, `${valueTex(degrees.div(180))}\\pi = ${angle(degrees.valueOf())}`))
  if (d !== ref || d !== degrees.valueOf()) {
    const sign = (name === 'sin' ? sinSign : name === 'cos' ? cosSign : sinSign * cosSign) < 0 ? '-' : ''
    steps.push(step('referenceAngle', {}, `${f} ${angle(degrees.valueOf())} = ${sign}${f} ${angle(ref)}`))
  }
  steps.push(step('exactTable', {}, `${f} ${angle(ref)} = ${surdTex(name === 'sin' ? SIN[ref]() : name === 'cos' ? SIN[90 - ref]() : value)}`))
  const shown = radians ? `${f}\\left(${valueTex(degrees.div(180))}\\pi\\right)` : `${f} ${angle(degrees.valueOf())}`
  return {
    kind: 'trigonometry',
    statement: { k: 'exactValue', math: shown },
    steps,
    hint: hint('specialAngle', {}),
    final: { latex: `${shown} = ${surdTex(value)}`, text: surdText(value) },
    check: [],
    notes: [],
    expected: { type: 'number', value: valueOf(value) },
  }
}

/** ±√n: in Chinese classrooms 平方根 means both roots. */
export function solveSquareRoots(n: Fraction): Solved | null {
  const root = sqrtOf(n)
  if (!root || n.valueOf() <= 0) return null
  const [t, x] = [surdTex(root), surdText(root)]
  return {
    kind: 'radical',
    statement: { k: 'squareRoots', n: valueTex(n) },
    steps: [step('twoSquareRoots', {}, `\\pm\\sqrt{${valueTex(n)}} = \\pm ${t}`)],
    hint: hint('twoRoots', { n: valueTex(n) }),
    final: { latex: `\\pm ${t}`, text: `${x}, -${x.includes(' ') ? `(${x})` : x}` },
    check: [],
    notes: [],
    expected: { type: 'values', values: [valueOf(root), -valueOf(root)] },
  }
}

