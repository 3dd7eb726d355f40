import { ERRORS, type ErrorName } from '@contract/errors'
import type { Lang } from '@contract/common'
import { fieldMessage, type FieldIssue } from './i18n/fields'
import { textsIn } from './i18n/translate'

/** A failure the client should see: a catalogue name plus the values its message needs. */
export class AppError extends Error {
  readonly code: number
  readonly status: number

  constructor(
    readonly key: ErrorName,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key)
    this.code = ERRORS[key].code
    this.status = ERRORS[key].status
  }

  messageIn(lang: Lang): string {
    return errorMessage(this.key, lang, this.params)
  }
}

/**
 * A catalogue message in `lang`. Field errors (`{ field, issue?, max? }`) name the field in the
 * student's words ("Enter the 6-digit code"); a field without words gets the general message.
 */
export function errorMessage(key: ErrorName, lang: Lang, params: Record<string, string | number> = {}): string {
  if ((key === 'VALIDATION' || key === 'FIELD_TOO_LONG') && typeof params.field === 'string') {
    const kind: FieldIssue['kind'] = key === 'FIELD_TOO_LONG' ? 'too_long' : params.issue === 'missing' ? 'missing' : 'invalid'
    const route = typeof params.route === 'string' ? params.route : undefined
    const text = fieldMessage({ field: params.field, kind, max: Number(params.max ?? 0), route }, lang)
    if (text) return text
  }
  // Every catalogue name has a text: `ErrorName` must be a key of locales/en/errors.json to compile.
  return textsIn(lang, 'errors')(key, params)
}
