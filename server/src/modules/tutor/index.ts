import type { Lang } from '@contract/common'
import { checkAnswer, type CheckResult } from './check'
import { questionSeed } from './offline'
import { similarQuestion as similarExercise, type SimilarQuestion } from './offline/similar'

/**
 * What other features may use of the tutor (re-tests in the learning loop): grading a student's
 * answer with the independent checker, and a new exercise that practises the same method. Nothing
 * else in this folder is public; routes are registered by tutor.routes.ts.
 */
export type { CheckResult, CheckStatus } from './check'
export type { SimilarQuestion } from './offline/similar'

/**
 * Whether `answer` ("x = 4 or x = -5", "x=4, -5", "4 和 -5", "x vaut 4 ou -5") is right for
 * `question`, read by the checker's own path: verified, failed, or unchecked when the question or
 * the answer cannot be read (never a guess).
 */
export function check(question: string, answer: string, lang: Lang = 'en'): CheckResult {
  return checkAnswer(question, answer, lang)
}

/**
 * Another exercise like `question` (same kind and method, other numbers, never the same one), its
 * answer confirmed by the checker from its own text; null when the engine does not solve the
 * question. The same question and seed give the same exercise; pass another seed for another one.
 */
export function similarQuestion(question: string, opts: { lang?: Lang; seed?: number } = {}): SimilarQuestion | null {
  if (typeof question !== 'string') return null
  return similarExercise(question, opts.lang ?? 'en', opts.seed ?? questionSeed(question))
}

// Used by other modules.
export { answerOffline } from './offline'
