import type { Lang } from '@contract/common'
import { textsIn } from '../../i18n/translate'
import type { LastReview } from './reviews.service'

/** The first lines of the tactics' focus: what the student said was hard in the course's last exam. */
export function reviewFocus(review: LastReview | null, lang: Lang): string[] {
  if (!review) return []
  const say = textsIn(lang, 'tactics')
  const hard = review.topics.map((topic) => say('hard', { exam: review.title, topic }))
  return review.went === 'badly' ? [...hard, say('wentBadly', { exam: review.title })] : hard
}
