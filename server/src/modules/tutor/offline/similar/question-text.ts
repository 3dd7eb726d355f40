import { text } from '../print'
import { valueText } from '../fractions'
import type { Problem, RelOp } from '../types'

/**
 * A problem as a plain question the engine's reader and the independent checker both read: how a
 * generated example (or a re-test variant) is checked before anyone sees it. English wording,
 * except the Chinese 平方根 whose meaning (both roots) has no English phrase.
 */
const rel = (op: RelOp | '≠') => ({ '<': '<', '>': '>', '≤': '<=', '≥': '>=', '≠': '!=' })[op]

export function questionText(p: Problem): string | null {
  switch (p.type) {
    case 'evaluate':
      return `Compute ${text(p.expr)}`
    case 'percentOf':
      return `What is ${valueText(p.percent)}% of ${valueText(p.base)}?`
    case 'whatPercent':
      return `What percent of ${valueText(p.whole)} is ${valueText(p.part)}?`
    case 'percentChange':
      return `What is the percent change from ${valueText(p.from)} to ${valueText(p.to)}?`
    case 'percentAdjust':
      return `What is ${valueText(p.percent)}% ${p.up ? 'more' : 'less'} than ${valueText(p.base)}?`
    case 'equation': {
      const g = p.goal
      const conditions = g?.conditions.length ? ` for ${g.conditions.map((c) => `${p.variable} ${rel(c.op)} ${valueText(c.value)}`).join(' and ')}` : ''
      const pick = g?.pick ? ` and give the ${g.pick} root` : ''
      const then = g?.then ? `, then find ${text(g.then)}` : ''
      return `Solve ${text(p.eq.lhs)} = ${text(p.eq.rhs)}${conditions}${pick}${then}`
    }
    case 'inequality': {
      const [a, b] = p.relations
      if (b && a.rhs === b.lhs) return `Solve ${text(a.lhs)} ${rel(a.op)} ${text(a.rhs)} ${rel(b.op)} ${text(b.rhs)}`
      return `Solve ${p.relations.map((r) => `${text(r.lhs)} ${rel(r.op)} ${text(r.rhs)}`).join(' and ')}`
    }
    case 'system':
      return `Solve ${p.equations.map((e) => `${text(e.lhs)} = ${text(e.rhs)}`).join(', ')}`
    case 'simplify':
      return `${p.mode === 'expand' ? 'Expand' : p.mode === 'factor' ? 'Factorise' : 'Simplify'} ${text(p.expr)}`
    case 'derivative':
      return `Find the derivative of ${p.name === 'y' ? 'y' : `f(${p.variable})`} = ${text(p.expr)}`
    case 'derivativeAt':
      return `f(${p.variable}) = ${text(p.expr)}. Find f'(${valueText(p.at)})`
    case 'evaluateAt':
      return p.label && p.label !== 'y' ? `${p.label}(${p.variable}) = ${text(p.expr)}. Find ${p.label}(${valueText(p.at)})` : `Evaluate ${text(p.expr)} when ${p.variable} = ${valueText(p.at)}`
    case 'line':
      if (p.points) return `Find the slope of the line through (${p.points[0].map(valueText).join(', ')}) and (${p.points[1].map(valueText).join(', ')})`
      return p.eq ? `What is the ${p.ask === 'slope' ? 'slope' : p.ask === 'yIntercept' ? 'y-intercept' : 'x-intercept'} of ${text(p.eq.lhs)} = ${text(p.eq.rhs)}?` : null
    case 'trig':
      return `What is ${p.fn} ${valueText(p.degrees)}°?`
    case 'squareRoots':
      return `${valueText(p.n)}的平方根是多少`
  }
}
