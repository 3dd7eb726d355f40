import { degree, fromExpr, polyVars, sub } from '../polynomial'
import type { Solved } from '../solved'
import type { Equation } from '../types'
import { solveLinear } from './linear'
import { solveQuadratic } from './quadratic'

/** One equation in one unknown: linear or quadratic once both sides are expanded. */
export function solveEquation(eq: Equation, v: string): Solved | null {
  const L = fromExpr(eq.lhs)
  const R = fromExpr(eq.rhs)
  if (!L || !R) return null
  const P = sub(L, R)
  if (polyVars(P).some((x) => x !== v)) return null
  const d = degree(P, v)
  if (d <= 1) return solveLinear(eq, v, L, R)
  if (d === 2) return solveQuadratic(eq, v, L, R)
  return null
}
