import type { Lang } from '@contract/common'
import { textsIn } from '../../i18n/translate'

// The words are in locales/<lang>/tutor.json; this file only composes them.

/** How each language groups a long number's digits (Chinese writes it plain). */
const DIGIT_GROUP: Partial<Record<Lang, string>> = { en: ',', fr: '\u202f', es: '.' }

const grouped = (n: number, lang: Lang) => {
  const sep = DIGIT_GROUP[lang]
  return sep ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep) : String(n)
}

/** Written into a model's reply when the independent check of its final answer failed. */
export function checkFailed(lang: Lang, expected?: string): string {
  const say = textsIn(lang, 'tutor')
  return say('checkFailed', { found: expected ? say('checkFound', { expected }) : '' })
}

/** Written at the end of a reply that reached the length cap. */
export function replyCut(lang: Lang, max: number): string {
  return textsIn(lang, 'tutor')('replyCut', { max: grouped(max, lang) })
}
