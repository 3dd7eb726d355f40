import type { Lang } from '@contract/common'
import type { Digest } from '@contract/parent-digest'
import { textsIn } from '../../../i18n/translate'

/**
 * The weekly message's two lines, in the parent's language: whose week, and the week's figures
 * among the parts the student shares (a subscribe message has room for little: the page has the rest).
 */
export function digestMessage(digest: Digest, lang: Lang): { title: string; content: string } {
  const say = textsIn(lang, 'parent')
  const week = digest.this_week
  const parts: string[] = []
  if (week.focus) parts.push(say('weekly.parts.focus', { minutes: week.focus.total }))
  if (week.plan) parts.push(say('weekly.parts.plan', { done: week.plan.done, planned: week.plan.planned }))
  if (week.questions) parts.push(say('weekly.parts.questions', { count: week.questions.asked }))
  if (week.mistakes) parts.push(say('weekly.parts.mistakes', { count: week.mistakes.retested }))
  if (digest.exams && digest.exams.length > 0) parts.push(say('weekly.parts.exams', { count: digest.exams.length }))
  return {
    title: digest.display_name ? say('weekly.title', { name: digest.display_name }) : say('weekly.titleAnon'),
    content: parts.length > 0 ? parts.join(' · ') : say('weekly.empty'),
  }
}
