import { LANGS, type Lang } from '@contract/common'
import { MAX_QUESTION_LENGTH } from './limits'
import { solveQuestion } from './pipeline'
import { localDecimals, render } from './render'
import { similarExample } from './similar'
import type { HelpLevel, OfflineAnswer } from './types'

/**
 * The offline tutor, used when no LLM is configured: the whole question read (or declined), solved
 * with exact arithmetic, explained step by step in five languages at the rung of the help ladder
 * the student chose, and its answer judged by the independent checker (../check): "verified" when
 * the checker's own reading confirms it, "unchecked" when it cannot read the question, and no
 * answer at all when the two readings disagree. Also a difficulty rating and the honest reply for
 * everything else. Pure and synchronous, no I/O: the same question always gets the same reply.
 */
export type { Difficulty, FinalAnswer, HelpLevel, MathKind, OfflineAnswer } from './types'
export { rateDifficulty } from './difficulty'
export { readQuestion } from './read'
export { explainStep, firstStep, nextHint } from './explain'
export { solveQuestion } from './pipeline'
export { offlineLimitReply } from './limit-reply'
export { MAX_QUESTION_LENGTH }

export interface OfflineOptions {
  lang: Lang
  /** default 'hint' */
  level?: HelpLevel
  /** tone-list id: 1 encouraging (default), 2 rigorous, 3 playful, 4 concise */
  toneId?: number
}

/** A reply for a maths question, or null when it is not something this engine solves; throws only on a bug. */
export function answerOffline(question: string, opts: OfflineOptions): OfflineAnswer | null {
  const level = opts.level ?? 'hint'
  const lang: Lang = LANGS.includes(opts.lang) ? opts.lang : 'en'
  const read = solveQuestion(question, lang)
  if (!read) return null
  const { problem, solved, verdict } = read
  // No catch: null means "not a question this engine solves" (the tutor then declines honestly);
  // an exception is a bug, and the reply run that called us logs it with the request id and ends
  // the reply with the catalogue's AI_MODEL_FAILED instead of a decline that hides it.
  const seed = questionSeed(question)
  const example = level === 'example' ? similarExample(problem, solved, seed)?.solved : undefined
  // Without a similar example to show (rare), the example rung falls back to the hint: it never gives the answer away.
  const shown = level === 'example' && !example ? 'hint' : level
  return {
    kind: solved.kind,
    markdown: render(solved, shown, lang, opts.toneId, seed, example),
    final: level === 'solution' ? { ...solved.final, latex: localDecimals(lang, solved.final.latex) } : null,
    verdict,
  }
}

/** FNV-1a: a stable seed per question, so the same question always gets the same example. */
export function questionSeed(question: string): number {
  const s = question.trim()
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193)
  return h >>> 0
}
