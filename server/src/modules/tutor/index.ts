import type { Lang } from '@contract/common'
import { checkAnswer, type CheckResult } from './check'
import { answerOffline, questionSeed } from './offline'
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

/**
 * The engine's worked solution of `question` in the student's language (Markdown with LaTeX: the
 * question restated, each step, the answer) and its plain answer; null when the engine does not
 * solve it. Re-tests show it once the student has answered or given up.
 */
export function workedSolution(question: string, lang: Lang = 'en'): { markdown: string; answer: string } | null {
  if (typeof question !== 'string') return null
  const reply = answerOffline(question, { lang, level: 'solution', toneId: 4 })
  return reply?.final ? { markdown: reply.markdown, answer: reply.final.text } : null
}

/**
 * One rung of the help ladder on `question` in the student's language (Markdown with LaTeX): a
 * hint, or a worked similar example with other numbers. Neither gives the answer away; null when
 * the engine does not solve the question. Re-tests offer them before the student answers.
 */
export function helpStep(question: string, level: 'hint' | 'example', lang: Lang = 'en'): string | null {
  if (typeof question !== 'string') return null
  return answerOffline(question, { lang, level, toneId: 4 })?.markdown ?? null
}

/**
 * Whether the engine reads `question` as maths it can solve. The mistakes module guesses a marked
 * question's course with it; app.ts hands it over when registering the notebook's routes, so the
 * notebook does not depend on the tutor (the tutor reads the notebook to flag marked questions).
 */
export function readsAsMaths(question: string): boolean {
  return answerOffline(question, { lang: 'en', level: 'hint' }) !== null
}
