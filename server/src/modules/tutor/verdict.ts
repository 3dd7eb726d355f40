import type { Verdict } from '@contract/chat'
import type { Lang } from '@contract/common'
import { finalAnswers } from './answer/final-answer'
import { checkAnswer } from './check'
import { answerOffline } from './offline'

/**
 * The badge on a reply that states a final answer. The offline engine's answers arrive already
 * judged by the checker; a model's reply is judged here: its marked final answer(s) checked
 * against the student's question by the independent checker.
 * - verified: every marked final answer is confirmed, and none is hedged;
 * - mismatch ("check failed"): one contradicts the question, even when another one (a
 *   correction) is right (expected: the offline engine's own answer, when the checker confirms it);
 * - unchecked: no final answer could be read, or the question is beyond the checker.
 */
export function verdictOfReply(question: string, reply: string, lang: Lang): Verdict {
  const found = finalAnswers(reply)
  if (found.answers.length === 0) return { status: 'unchecked' }
  const results = found.answers.map((a) => checkAnswer(question, a, lang))
  if (results.some((r) => r.status === 'failed')) {
    const own = answerOffline(question, { lang, level: 'solution' })
    return { status: 'mismatch', ...(own?.final && own.verdict === 'verified' ? { expected: own.final.text } : {}) }
  }
  return !found.hedged && results.every((r) => r.status === 'verified') ? { status: 'verified' } : { status: 'unchecked' }
}
