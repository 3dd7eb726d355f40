import type { Solved } from '../solved'
import type { Problem } from '../types'
import { solveArithmetic } from './arithmetic'
import { solveDerivative } from './derivative'
import { solveEquation } from './equation'
import { solveFactor } from './factor'
import { solveInequality } from './inequality'
import { solveLine } from './line'
import { solvePercentAdjust, solvePercentChange, solvePercentOf, solveWhatPercent } from './percentage'
import { solveRadical } from './radical'
import { solveSimplify } from './simplify'
import { solveSystem } from './system'
import { solveDerivativeAt, solveEvaluateAt, solveSquareRoots, solveTrig } from './values'

export function solve(p: Problem): Solved | null {
  switch (p.type) {
    case 'evaluate':
      return solveArithmetic(p.expr) ?? solveRadical(p.expr, 'compute')
    case 'percentOf':
      return solvePercentOf(p.percent, p.base)
    case 'whatPercent':
      return solveWhatPercent(p.part, p.whole)
    case 'percentChange':
      return solvePercentChange(p.from, p.to)
    case 'percentAdjust':
      return solvePercentAdjust(p.base, p.percent, p.up)
    case 'equation':
      return solveEquation(p.eq, p.variable, p.goal, p.ratio)
    case 'inequality':
      return solveInequality(p.relations, p.variable)
    case 'system':
      return solveSystem(p.equations, p.variables)
    case 'simplify':
      if (p.mode === 'factor') return solveFactor(p.expr)
      return solveSimplify(p.expr, p.mode)
    case 'derivative':
      return solveDerivative(p.expr, p.variable, p.name)
    case 'derivativeAt':
      return solveDerivativeAt(p.expr, p.variable, p.at, p.name)
    case 'evaluateAt':
      return solveEvaluateAt(p.expr, p.variable, p.at, p.label)
    case 'line':
      return solveLine(p.ask, p.eq, p.points)
    case 'trig':
      return solveTrig(p.fn, p.degrees, p.radians)
    case 'squareRoots':
      return solveSquareRoots(p.n)
  }
}
