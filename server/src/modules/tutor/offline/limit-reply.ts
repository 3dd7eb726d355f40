import type { Lang } from '@contract/common'
import { textsIn } from '../../../i18n/translate'

/**
 * The honest answer when there is no AI model: what the offline tutor cannot do, and what it can.
 * Examples are typed so a student can copy one and see the engine work.
 */


export function offlineLimitReply(lang: Lang, what: 'text' | 'image'): string {
  const say = textsIn(lang, 'tutor')
  return `${say(what === 'image' ? 'cannot.image' : 'cannot.text')}\n\n${say('canDo')}`
}
