import type { Lang } from '@contract/common'
import { inEveryLanguage, textsIn } from '../translate'
import type { TextKey } from '../locales'
import { FIELD_KINDS, ROUTE_FIELDS } from './kinds'
import type { FieldKind, FieldText } from './types'

export type { FieldText } from './types'

const textOf = (kind: FieldKind, label: TextKey<'fields'>, message: TextKey<'fields'>): FieldText => ({
  label: inEveryLanguage('fields', label),
  action: kind === 'internal' ? 'choose' : kind,
  ...(kind === 'internal' ? { message: inEveryLanguage('fields', message) } : {}),
})

// Read once at start: a field error is composed from these on every refused request.
/** Every input field of every route, by its name in the contract (a test checks none is missing). */
export const FIELDS: Record<string, FieldText> = Object.fromEntries(
  Object.entries(FIELD_KINDS).map(([name, kind]) => [name, textOf(kind, `label.${name}` as TextKey<'fields'>, `message.${name}` as TextKey<'fields'>)]),
)

/** Where one name means something else on one route. */
export const routeFields: Record<string, Record<string, FieldText>> = Object.fromEntries(
  Object.entries(ROUTE_FIELDS).map(([url, { group, kinds }]) => [
    url,
    Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, textOf(kind, `route.${group}.${name}` as TextKey<'fields'>, `message.${name}` as TextKey<'fields'>)])),
  ]),
)

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
  return textsIn(lang, 'fields')(`say.${which}`, { label, Label: capitalise(label, lang), max: issue.max ?? 0 })
}
