import type { Lang } from '@contract/common'
import { readClaim } from '../answer/claim'
import { checkAnswer } from '../check'
import { MAX_QUESTION_LENGTH } from './limits'
import { readQuestion } from './read'
import type { Solved } from './solved'
import { solve } from './solve'
import type { Problem } from './types'
import { charLength } from '../../../lib/text'

/** The question read, solved and judged by the checker: the one pipeline every reply of the engine uses. */
export function solveQuestion(question: string, lang: Lang): { problem: Problem; solved: Solved; verdict: 'verified' | 'unchecked' } | null {
  if (typeof question !== 'string' || charLength(question) > MAX_QUESTION_LENGTH) return null
  // null is "not a question this engine solves"; an exception is a bug and goes to the caller
  // (the reply run logs it with the request id), never disguised as a decline.
  const problem = readQuestion(question, lang)
  const solved = problem && solve(problem)
  if (!problem || !solved) return null
  // The second reading: an answer the checker finds wrong comes from a misreading, so none is given.
  const claim = readClaim(solved.final.text)
  const check = claim ? checkAnswer(question, claim, lang) : { status: 'unchecked' as const }
  if (check.status === 'failed') return null
  return { problem, solved, verdict: check.status }
}

