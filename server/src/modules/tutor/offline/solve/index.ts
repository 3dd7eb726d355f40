import type { Solved } from '../solved'
import type { Problem } from '../types'
import { solveArithmetic } from './arithmetic'
import { solveDerivative } from './derivative'
import { solveEquation } from './equation'
import { solvePercentOf, solveWhatPercent } from './percentage'
import { solveSimplify } from './simplify'
import { solveSystem } from './system'

export function solve(p: Problem): Solved | null {
  switch (p.type) {
    case 'evaluate':
      return solveArithmetic(p.expr)
    case 'percentOf':
      return solvePercentOf(p.percent, p.base)
    case 'whatPercent':
      return solveWhatPercent(p.part, p.whole)
    case 'equation':
      return solveEquation(p.eq, p.variable)
    case 'system':
      return solveSystem(p.equations, p.variables)
    case 'simplify':
      return solveSimplify(p.expr)
    case 'derivative':
      return solveDerivative(p.expr, p.variable, p.name)
  }
}
