import { sym, variables } from '../expr'
import type { Equation, Problem } from '../types'
import { type Cursor, type MathOf } from './cursor'
import type { Role } from './roles'

/**
 * The slope or an intercept of a line: "slope of y = 3x − 2", "pente de la droite passant par
 * (0, 1) et (2, 7)", "直线 y=2x+3 的斜率是多少", "求过点 (1,3) 和 (3,7) 的直线的斜率".
 */
type Ask = Extract<Problem, { type: 'line' }>['ask']
const ASKS: Partial<Record<Role, Ask>> = { SLOPE: 'slope', YINT: 'yIntercept', XINT: 'xIntercept' }
const HEADS: Role[] = ['FIND', 'COMPUTE', 'ASK']

function lineOf(m: MathOf<'DEF' | 'EQ'>): Equation | null {
  if (m.kind === 'DEF') return m.name === 'y' && m.param === 'x' ? { lhs: sym('y'), rhs: m.body } : null
  const vars = new Set([...variables(m.lhs), ...variables(m.rhs)])
  return vars.has('x') && vars.has('y') && vars.size === 2 ? { lhs: m.lhs, rhs: m.rhs } : null
}

function what(c: Cursor): Ask | null {
  const role = c.role('SLOPE', 'YINT', 'XINT')
  return role ? ASKS[role]! : null
}

function points(c: Cursor): [MathOf<'POINT'>, MathOf<'POINT'>] | null {
  c.skip(['POINT'])
  const p = c.math('POINT')
  c.skip(['AND'], true)
  c.skip(['POINT'])
  const q = c.math('POINT')
  return p && q ? [p, q] : null
}

const pair = (p: MathOf<'POINT'>): [MathOf<'POINT'>['x'], MathOf<'POINT'>['y']] => [p.x, p.y]

export function lineFrame(c: Cursor): Problem | null {
  // the slope of (the line) y = …   /   the slope of the line through (1, 2) and (3, 8)
  const latin = c.attempt(() => {
    c.skip([...HEADS, 'IS'])
    const ask = what(c)
    if (!ask) return null
    c.skip(['OF', 'LINE'])
    const m = c.math('DEF', 'EQ')
    if (m) {
      const eq = lineOf(m)
      c.skip(['VALUE_Q'], true)
      return eq ? ({ type: 'line', ask, eq } as Problem) : null
    }
    if (ask !== 'slope' || !c.role('THROUGH')) return null
    const ps = points(c)
    c.skip([], true)
    return ps ? ({ type: 'line', ask, points: [pair(ps[0]), pair(ps[1])] } as Problem) : null
  })
  if (latin) return latin
  // 直线 y=2x+3 的斜率是多少 / 求过点 (1,3) 和 (3,7) 的直线的斜率
  return c.attempt(() => {
    c.skip(HEADS)
    let problem: Problem | null = null
    if (c.role('THROUGH')) {
      const ps = points(c)
      if (!ps) return null
      c.skip(['OF', 'LINE'])
      c.skip(['OF'])
      const ask = what(c)
      problem = ask === 'slope' ? { type: 'line', ask, points: [pair(ps[0]), pair(ps[1])] } : null
    } else {
      c.skip(['LINE'])
      const m = c.math('DEF', 'EQ')
      const eq = m && lineOf(m)
      c.skip(['OF'])
      const ask = what(c)
      problem = eq && ask ? { type: 'line', ask, eq } : null
    }
    c.skip(['VALUE_Q', 'IS'], true)
    return problem
  })
}
