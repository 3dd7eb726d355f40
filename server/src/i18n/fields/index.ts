import type { Lang } from '@contract/common'
import { interpolate, type Localized } from '..'
import { accountFields } from './labels-account'
import { otherFields, routeFields } from './labels-other'
import { studyFields } from './labels-study'
import type { FieldText } from './types'

export type { FieldText } from './types'

/** Every input field of every route, by its name in the contract (a test checks none is missing). */
export const FIELDS: Record<string, FieldText> = { ...accountFields, ...studyFields, ...otherFields }
export { routeFields }

/** What is wrong with a field, as the handler or a service found it. */
export interface FieldIssue {
  /** The field's name or its path in the input (`items/0/title`). */
  field: string
  kind: 'missing' | 'invalid' | 'too_long' | 'too_many'
  /** The limit for `too_long` / `too_many`. */
  max?: number
  /** The route's URL pattern, for the few names that mean something else on one route. */
  route?: string
}

const T: Record<'enter' | 'choose' | 'invalid' | 'too_long' | 'too_many', Localized> = {
  enter: { en: 'Enter {label}', fr: 'Saisis {label}', es: 'Escribe {label}', 'zh-Hans': '请输入{label}', 'zh-Hant': '請輸入{label}' },
  choose: { en: 'Choose {label}', fr: 'Choisis {label}', es: 'Elige {label}', 'zh-Hans': '请选择{label}', 'zh-Hant': '請選擇{label}' },
  invalid: { en: 'Check {label}', fr: 'Vérifie {label}', es: 'Revisa {label}', 'zh-Hans': '请检查{label}', 'zh-Hant': '請檢查{label}' },
  too_long: {
    en: '{Label} is too long (at most {max} characters)',
    fr: '{Label} : {max} caractères au maximum',
    es: '{Label}: {max} caracteres como máximo',
    'zh-Hans': '{label}太长（最多 {max} 个字符）',
    'zh-Hant': '{label}太長（最多 {max} 個字元）',
  },
  too_many: {
    en: '{Label}: at most {max}',
    fr: '{Label} : {max} au maximum',
    es: '{Label}: {max} como máximo',
    'zh-Hans': '{label}最多 {max} 项',
    'zh-Hant': '{label}最多 {max} 項',
  },
}

const capitalise = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1)

/**
 * The field a path names: the innermost named segment that has a text (`items/0/title` -> `title`,
 * `patch/rrule` -> `rrule`), with the route's own meaning first.
 */
export function fieldText(path: string, route?: string): FieldText | undefined {
  const names = path.split('/').filter((s) => s && !/^\d+$/.test(s)).reverse()
  const own = route ? routeFields[route] : undefined
  for (const name of names) {
    const text = own?.[name] ?? FIELDS[name]
    if (text) return text
  }
  return undefined
}

/** The sentence a student reads about one field, in their language; null for a field we have no words for. */
export function fieldMessage(issue: FieldIssue, lang: Lang): string | null {
  const text = fieldText(issue.field, issue.route)
  if (!text) return null
  if (text.message && issue.kind !== 'too_long') return text.message[lang]
  const label = text.label[lang]
  // A value picked from a list is fixed by picking again, whether it was missing or wrong.
  const which = issue.kind === 'missing' || (issue.kind === 'invalid' && text.action === 'choose') ? text.action : issue.kind
  const template = T[which][lang]
  return interpolate(template, { label, Label: capitalise(label, lang), max: issue.max ?? 0 })
}
