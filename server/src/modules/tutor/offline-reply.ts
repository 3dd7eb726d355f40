import type { HelpLevel } from '@contract/chat'
import type { Lang } from '@contract/common'
import { answerOffline, offlineLimitReply, verifyAnswer } from './offline'
import { ATTEMPT } from './tutor.texts'

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
}

export interface OfflineResult {
  markdown: string
  /** The reply states a final answer the CAS computed itself (the Verified badge). */
  solved: boolean
  /** Only the honest "I cannot help with this offline". */
  declines?: boolean
}

/**
 * The tutor without a model: the engine answers the question at the chosen rung; a follow-up is
 * checked as an attempt at the question when the engine can check it (Socratic loop: hint, try,
 * feedback), else answered as a question of its own; anything else gets the honest limit reply.
 */
export function offlineReply(turn: OfflineTurn): OfflineResult {
  const { lang, level, toneId } = turn
  if (turn.isFirst || turn.stepped) {
    const answer = turn.question.trim() ? answerOffline(turn.question, { lang, level, toneId }) : null
    if (answer) return { markdown: answer.markdown, solved: !!answer.final }
    return limit(lang, turn.questionHasImage && !turn.question.trim() ? 'image' : 'text')
  }
  if (!turn.current.trim()) return limit(lang, turn.currentHasImage ? 'image' : 'text')
  const hint = turn.question.trim() ? answerOffline(turn.question, { lang, level: 'hint', toneId }) : null
  if (hint) {
    const verdict = verifyAnswer(turn.question, turn.current, lang)
    if (verdict.status === 'verified') {
      const more = level !== 'solution' ? `\n\n${ATTEMPT.compare[lang]}` : ''
      return { markdown: `${ATTEMPT.correct[lang]}${more}`, solved: false }
    }
    if (verdict.status === 'mismatch') return { markdown: `${ATTEMPT.notYet[lang]}\n\n${hint.markdown}`, solved: false }
  }
  const own = answerOffline(turn.current, { lang, level, toneId })
  if (own) return { markdown: own.markdown, solved: !!own.final }
  return limit(lang, 'text')
}

function limit(lang: Lang, what: 'text' | 'image'): OfflineResult {
  return { markdown: offlineLimitReply(lang, what), solved: false, declines: true }
}
