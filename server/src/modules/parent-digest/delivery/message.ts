import type { Lang } from '@contract/common'
import type { Digest } from '@contract/parent-digest'
import { textsIn } from '../../../i18n/translate'

/**
 * The weekly message's two lines, in the parent's language: whose week, and the week's figures
 * among the parts the student shares. A subscribe message has room for little (`maxChars`): whole
 * parts are left out rather than cut in the middle, and the page it opens has the rest.
 */
export function digestMessage(digest: Digest, lang: Lang, maxChars = Infinity): { title: string; content: string } {
  const say = textsIn(lang, 'parent')
  const week = digest.this_week
  const parts: string[] = []
  if (week.focus) parts.push(say('weekly.parts.focus', { minutes: week.focus.total }))
  if (week.plan) parts.push(say('weekly.parts.plan', { done: week.plan.done, planned: week.plan.planned }))
  if (week.questions) parts.push(say('weekly.parts.questions', { count: week.questions.asked }))
  if (week.mistakes) parts.push(say('weekly.parts.mistakes', { count: week.mistakes.retested }))
  if (digest.exams && digest.exams.length > 0) parts.push(say('weekly.parts.exams', { count: digest.exams.length }))
  const fitting: string[] = []
  for (const part of parts) if ([...[...fitting, part].join(' · ')].length <= maxChars) fitting.push(part)
  return {
    title: digest.display_name ? say('weekly.title', { name: digest.display_name }) : say('weekly.titleAnon'),
    content: fitting.length > 0 ? fitting.join(' · ') : say('weekly.empty'),
  }
}
