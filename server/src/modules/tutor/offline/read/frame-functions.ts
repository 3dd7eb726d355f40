import { variables, type Expr } from '../expr'
import type { Problem } from '../types'
import { type Cursor, type MathOf } from './cursor'
import { numberOf } from './maths'
import type { Role } from './roles'

/**
 * Values and derivatives: "evaluate 3a − 4 when a = 2", "当 a=2 时，求 3a-4 的值",
 * "g(t) = t² − 1, find g(4)", "f(x) = x³, find f'(2)", "derivative of x² + 3x at x = 1",
 * "求 y=x²-4x 在 x=3 处的导数".
 */
const HEADS: Role[] = ['FIND', 'COMPUTE', 'ASK', 'SOLVE']
const onlyVar = (e: Expr, v: string) => [...variables(e)].every((x) => x === v) && variables(e).has(v)

/** "3a − 4 when a = 2" and "when a = 2, 3a − 4": the value of an expression at a point. */
export function evaluateAtFrame(c: Cursor): Problem | null {
  const build = (expr: MathOf<'EXPR'>, at: MathOf<'ASSIGN'>): Problem | null =>
    onlyVar(expr.expr, at.v) ? { type: 'evaluateAt', expr: expr.expr, variable: at.v, at: at.value } : null
  const after = c.attempt(() => {
    c.skip([...HEADS, 'VALUE', 'OF', 'EXPRESSION'])
    const expr = c.math('EXPR')
    if (!expr || !c.role('COND', 'AT', 'WITH')) return null
    const at = c.math('ASSIGN')
    c.skip(['COND_END', 'AT_END'], true)
    return at && build(expr, at)
  })
  if (after) return after
  return c.attempt(() => {
    if (!c.role('COND', 'AT')) return null
    const at = c.math('ASSIGN')
    c.skip(['COND_END', 'AT_END'], true)
    c.skip([...HEADS, 'VALUE', 'OF', 'EXPRESSION'])
    const expr = c.math('EXPR')
    c.skip(['OF', 'VALUE_Q', 'IS', 'ASK'], true)
    return at && expr ? build(expr, at) : null
  })
}

/** A derivative asked for: of an expression or a function, possibly at a point. */
export function derivativeFrame(c: Cursor): Problem | null {
  // "derivative of … (at x = 1)", "dérivée de f(x) = … en x = 1"
  const latin = c.attempt(() => {
    c.skip([...HEADS, 'VALUE', 'OF'])
    if (!c.role('DERIVE')) return null
    c.skip(['OF', 'FUNCTION'])
    const target = c.math('EXPR', 'DEF')
    if (!target) return null
    const at = c.attempt(() => (c.role('AT', 'COND') ? c.math('ASSIGN') : null))
    c.skip(['VALUE_Q'], true)
    return derivative(target, at)
  })
  if (latin) return latin
  // "求 y=x^3-2x (在 x=3 处) 的导数"
  return c.attempt(() => {
    c.skip([...HEADS, 'FUNCTION'])
    const target = c.math('EXPR', 'DEF')
    if (!target) return null
    const at = c.attempt(() => {
      if (!c.role('COND', 'AT')) return null
      const a = c.math('ASSIGN')
      c.skip(['AT_END', 'COND_END'])
      return a
    })
    c.skip(['OF'])
    if (!c.role('DERIVE')) return null
    c.skip(['VALUE_Q', 'IS'], true)
    return derivative(target, at)
  })
}

function derivative(target: MathOf<'EXPR' | 'DEF'>, at: MathOf<'ASSIGN'> | null): Problem | null {
  const expr = target.kind === 'DEF' ? target.body : target.expr
  const vars = [...variables(expr)]
  const v = target.kind === 'DEF' ? target.param : vars.includes('x') ? 'x' : vars.length === 1 ? vars[0] : null
  if (!v || vars.some((x) => x !== v)) return null
  const name = target.kind === 'DEF' && target.name !== 'y' ? 'f' : target.kind === 'DEF' ? 'y' : 'f'
  if (!at) return { type: 'derivative', expr, variable: v, name }
  return at.v === v ? { type: 'derivativeAt', expr, variable: v, at: at.value, name: target.kind === 'DEF' ? target.name : 'f' } : null
}

/** f(x) = …, then f(4), f'(2) or f'(x); y = …, then y when x = 3. */
export function functionValueFrame(c: Cursor): Problem | null {
  c.skip(['COND', 'FUNCTION'])
  const def = c.math('DEF')
  if (!def) return null
  c.skip(['COND_END'], true)
  c.skip([...HEADS, 'VALUE', 'OF'])
  const call = c.math('CALL')
  if (call) {
    c.skip(['VALUE_Q', 'IS', 'ASK'], true)
    if (call.name !== def.name) return null
    if (call.arg.t === 'sym') return call.prime && call.arg.name === def.param ? { type: 'derivative', expr: def.body, variable: def.param, name: def.name === 'y' ? 'y' : 'f' } : null
    const at = numberOf(call.arg)
    if (!at) return null
    if (call.prime) return { type: 'derivativeAt', expr: def.body, variable: def.param, at, name: def.name }
    return { type: 'evaluateAt', expr: def.body, variable: def.param, at, label: def.name }
  }
  // "y = 2x + 1. Find y when x = 3"
  const named = c.math('VAR')
  if (!named || named.v !== def.name || !c.role('COND', 'AT')) return null
  const at = c.math('ASSIGN')
  c.skip(['COND_END', 'VALUE_Q'], true)
  return at && at.v === def.param ? { type: 'evaluateAt', expr: def.body, variable: def.param, at: at.value, label: def.name } : null
}
