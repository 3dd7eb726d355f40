import { bin, num, sym, type Expr } from '../expr'
import { isZero, valueTex, valueText, type Fraction } from '../fractions'
import { coefficient, degree, fromExpr, polyVars, sub, toExpr, type Poly } from '../polynomial'
import { tex } from '../print'
import type { Solved } from '../solved'
import { hint, step, type Hint, type Step } from '../steps'
import type { Equation } from '../types'

/**
 * Slope and intercepts of a straight line, from its equation (y = 3x − 2, 2x + 3y = 6) or from
 * two of its points. A vertical line (no slope) is declined.
 */
type Ask = 'slope' | 'yIntercept' | 'xIntercept'

/** y = m·x + b from any linear equation in x and y. */
function slopeIntercept(eq: Equation): { m: Fraction; b: Fraction; rewritten: boolean } | null {
  const [L, R] = [fromExpr(eq.lhs), fromExpr(eq.rhs)]
  if (!L || !R) return null
  const P: Poly = sub(L, R)
  if (polyVars(P).some((v) => v !== 'x' && v !== 'y') || degree(P, 'x') > 1 || degree(P, 'y') !== 1 || [...P.values()].some((t) => Object.keys(t.m).length > 1)) return null
  const [a, b, c] = [coefficient(P, 'x', 1), coefficient(P, 'y', 1), coefficient(P, 'x', 0)]
  if (isZero(b)) return null
  const rewritten = !(eq.lhs.t === 'sym' && eq.lhs.name === 'y' && !fromExpr(eq.rhs)!.has('y^1'))
  return { m: a.neg().div(b), b: c.neg().div(b), rewritten }
}

const lineTex = (m: Fraction, b: Fraction): string => {
  const p: Poly = new Map()
  if (!isZero(m)) p.set('x^1', { m: { x: 1 }, c: m })
  if (!isZero(b)) p.set('', { m: {}, c: b })
  return `y = ${tex(toExpr(p))}`
}

export function solveLine(ask: Ask, eq?: Equation, points?: [[Fraction, Fraction], [Fraction, Fraction]]): Solved | null {
  const steps: Step[] = []
  let value: Fraction
  let h: Hint
  let statement: Solved['statement']
  if (points) {
    const [[x1, y1], [x2, y2]] = points
    if (ask !== 'slope' || x1.equals(x2)) return null
    value = y2.sub(y1).div(x2.sub(x1))
    const paren = (f: Fraction) => (f.s < 0n ? `(${valueTex(f)})` : valueTex(f))
    steps.push(step('slopeFormula', {}, `m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${valueTex(y2)} - ${paren(y1)}}{${valueTex(x2)} - ${paren(x1)}} = \\frac{${valueTex(y2.sub(y1))}}{${valueTex(x2.sub(x1))}}${y2.sub(y1).div(x2.sub(x1)).equals(y2.sub(y1)) && x2.sub(x1).equals(1) ? '' : ` = ${valueTex(value)}`}`))
    h = hint('slopeFormula', {})
    statement = { k: 'lineThrough', a: `(${valueTex(x1)}, ${valueTex(y1)})`, b: `(${valueTex(x2)}, ${valueTex(y2)})` }
  } else {
    const form = eq && slopeIntercept(eq)
    if (!eq || !form) return null
    if (form.rewritten) steps.push(step('isolateY', {}, lineTex(form.m, form.b)))
    statement = { k: 'line', ask, line: `${tex(eq.lhs)} = ${tex(eq.rhs)}` }
    if (ask === 'slope') {
      value = form.m
      steps.push(step('readSlope', {}, `m = ${valueTex(form.m)}`))
      h = hint('slope', {})
    } else if (ask === 'yIntercept') {
      value = form.b
      steps.push(step('readIntercept', {}, `x = 0 \\;\\Rightarrow\\; y = ${valueTex(form.b)}`))
      h = hint('intercept', {})
    } else {
      if (isZero(form.m)) return null
      value = form.b.neg().div(form.m)
      const zero: Expr = bin('add', bin('mul', num(form.m), sym('x')), num(form.b))
      steps.push(step('setYZero', {}, `0 = ${tex(toExpr(fromExpr(zero)!))} \\;\\Rightarrow\\; x = ${valueTex(value)}`))
      h = hint('xIntercept', {})
    }
  }
  return {
    kind: 'line',
    statement,
    steps,
    hint: h,
    final: { latex: valueTex(value), text: valueText(value) },
    check: [],
    notes: [],
    expected: { type: 'number', value: value.valueOf() },
  }
}
