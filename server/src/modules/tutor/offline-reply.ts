import type { HelpLevel } from '@contract/chat'
import type { Lang } from '@contract/common'
import { classifyFollowUp, judgeAttempt, type Judgement } from './follow-up'
import { answerOffline, explainStep, firstStep, nextHint, offlineLimitReply, solveQuestion } from './offline'
import { textsIn } from '../../i18n/translate'

export interface OfflineTurn {
  /** The chat's question (its first message). */
  question: string
  questionHasImage: boolean
  /** The student's message this reply answers. */
  current: string
  currentHasImage: boolean
  /** The message is the question itself. */
  isFirst: boolean
  /** The student chose a rung of the ladder with this message. */
  stepped: boolean
  level: HelpLevel
  lang: Lang
  toneId: number
  /** The student's earlier follow-ups about this question, oldest first: where they are. */
  previous: string[]
}

export interface OfflineResult {
  markdown: string
  /** A reply that states the final answer: the checker's verdict on it (the badge). */
  verdict?: 'verified' | 'unchecked'
  /** Only the honest "I cannot help with this offline". */
  declines?: boolean
}

/**
 * The tutor without a model. The question at the chosen rung; then the Socratic loop: a question
 * about the method ("why do we add 7 to both sides?") is answered with the step and why it is
 * taken; an attempt is judged (right, part of the solutions, a right step, or not yet) and a wrong
 * one gets help that goes further each time (hint, then the first step, then the ladder); anything
 * else is answered as a question of its own, or with the honest limit reply.
 */
export function offlineReply(turn: OfflineTurn): OfflineResult {
  const { lang, level, toneId, question, current } = turn
  if (turn.isFirst || turn.stepped) {
    const answer = question.trim() ? answerOffline(question, { lang, level, toneId }) : null
    if (answer) return { markdown: answer.markdown, ...(answer.final ? { verdict: answer.verdict } : {}) }
    return limit(lang, turn.questionHasImage && !question.trim() ? 'image' : 'text')
  }
  if (!current.trim()) return limit(lang, turn.currentHasImage ? 'image' : 'text')
  const kind = classifyFollowUp(current, lang)
  const known = question.trim() ? solveQuestion(question, lang) : null
  if (known && kind === 'question') {
    const explained = explainStep(question, current, { lang, level })
    if (explained) return { markdown: explained }
  }
  if (known && kind === 'attempt') {
    const judged = judgeAttempt(question, current, lang)
    if (judged !== 'unknown') return { markdown: attemptReply(turn, judged) }
  }
  const own = answerOffline(current, { lang, level, toneId })
  if (own) return { markdown: own.markdown, ...(own.final ? { verdict: own.verdict } : {}) }
  return limit(lang, 'text')
}

function attemptReply(turn: OfflineTurn, judged: Judgement): string {
  const { lang, level, question, current } = turn
  const hint = nextHint(question, lang)
  const say = textsIn(lang, 'tutor')
  switch (judged) {
    case 'correct':
      return level !== 'solution' ? `${say('attempt.correct')}\n\n${say('attempt.compare')}` : say('attempt.correct')
    case 'partial':
      return [say('attempt.partial'), hint].filter(Boolean).join('\n\n')
    case 'step':
      // The student's own equation is the next question: its hint is the next move.
      return [say('attempt.step'), nextHint(current, lang)].filter(Boolean).join('\n\n')
    default: {
      // Help goes further with each miss: the hint, then the first step worked, then the ladder.
      const misses = turn.previous.filter((p) => classifyFollowUp(p, lang) === 'attempt' && ['wrong', 'partial'].includes(judgeAttempt(question, p, lang))).length
      const first = misses >= 1 ? firstStep(question, lang) : null
      const more = first ? [say('attempt.firstStep'), first] : [hint]
      return [say('attempt.notYet'), ...more, ...(misses >= 2 ? [say('attempt.ladder')] : [])].filter(Boolean).join('\n\n')
    }
  }
}

function limit(lang: Lang, what: 'text' | 'image'): OfflineResult {
  return { markdown: offlineLimitReply(lang, what), declines: true }
}
