import type { Lang } from '@contract/common'
import { some, size, type Expr } from './expr'
import { isInt } from './fractions'
import { foldAccents } from './folding'
import { MAX_QUESTION_LENGTH } from './limits'
import { readQuestion } from './read'
import { solve } from './solve'
import type { Solved } from './solved'
import type { Difficulty } from './types'

/**
 * A transparent points score, 0-1 easy, 2-3 medium, 4+ hard:
 * - base by kind: arithmetic 0, percentage/fraction/linear 1, simplify/derivative/2×2 system 2, quadratic 3, 3×3 system 4;
 * - +1 for fractions or decimals among the numbers, +1 for a long expression (over 15 nodes),
 *   +1 for more than three steps of working, +1 for irrational or no real roots,
 *   +1 for a product, quotient or chain rule;
 * - questions the engine cannot solve: hard if they ask for a proof or run over 300 characters, else medium.
 */
export function rateDifficulty(question: string, lang: Lang = 'en'): Difficulty {
  if (typeof question !== 'string' || !question.trim()) return 'easy'
  let solved: Solved | null = null
  let exprs: Expr[] = []
  if (question.length <= MAX_QUESTION_LENGTH) {
    // No catch: a question the engine cannot read rates as unsolved below; a throw is a bug.
    const problem = readQuestion(question, lang)
    solved = problem && solve(problem)
    if (problem) exprs = expressionsOf(problem)
  }
  if (!solved) return /prove|show that|demontr|montrer que|demuestr|证明|證明|求证|求證/.test(foldAccents(question)) || question.length > 300 ? 'hard' : 'medium'
  const points = score(solved, exprs)
  return points <= 1 ? 'easy' : points <= 3 ? 'medium' : 'hard'
}

const BASE: Record<Solved['kind'], number> = {
  arithmetic: 0, percentage: 1, fraction: 1, linear: 1, simplify: 2, quadratic: 3, derivative: 2, system: 2,
  evaluate: 0, proportion: 1, line: 1, trigonometry: 1, radical: 1, inequality: 1, absolute: 2, factor: 2,
  logarithm: 2, exponential: 2, radicalEquation: 3,
}

export function score(s: Solved, exprs: Expr[]): number {
  let points = BASE[s.kind]
  if (s.kind === 'system' && s.expected.type === 'system' && s.expected.variables.length === 3) points += 2
  const nonInteger = exprs.some((e) => some(e, (x) => x.t === 'num' && !isInt(x.v)) || some(e, (x) => x.t === 'div' && x.a.t === 'num' && x.b.t === 'num'))
  if (nonInteger) points += 1
  if (exprs.reduce((n, e) => n + size(e), 0) > 15) points += 1
  if (s.steps.length > 3) points += 1
  if (s.kind === 'quadratic' && (s.answerWords || s.final.text.includes('sqrt'))) points += 1
  if (s.steps.some((st) => st.k === 'productRule' || st.k === 'quotientRule' || st.k === 'chainRule')) points += 1
  return points
}

function expressionsOf(p: NonNullable<ReturnType<typeof readQuestion>>): Expr[] {
  switch (p.type) {
    case 'evaluate':
    case 'simplify':
    case 'derivative':
      return [p.expr]
    case 'equation':
      return [p.eq.lhs, p.eq.rhs]
    case 'system':
      return p.equations.flatMap((e) => [e.lhs, e.rhs])
    default:
      return []
  }
}
