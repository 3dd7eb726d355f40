import type { Solved } from '../solved'
import type { Equation, Goal } from '../types'
import { solveAbsolute } from './absolute'
import { crossMultiply, polynomialEquation, radicalEquation } from './fractions-roots'
import { applyGoal } from './goal'
import { expEquation, logEquation } from './logexp'

/**
 * One equation in one unknown: polynomial (degree ≤ 2), a proportion or an unknown below a fraction
 * bar, an absolute value, a square root, a logarithm or an exponential; then whatever else the
 * question asks of the solutions.
 */
export function solveEquation(eq: Equation, v: string, goal?: Goal, ratio = false): Solved | null {
  const solved = crossMultiply(eq, v, ratio) ?? polynomialEquation(eq, v) ?? solveAbsolute(eq, v) ?? radicalEquation(eq, v) ?? logEquation(eq, v) ?? expEquation(eq, v)
  if (!solved) return null
  return goal ? applyGoal(solved, goal, v) : solved
}
