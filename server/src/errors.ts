import { ERRORS, type ErrorName } from '@contract/errors'
import type { Lang } from '@contract/common'
import { interpolate } from './i18n'
import { errorMessages } from './i18n/errors'

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

export function errorMessage(key: ErrorName, lang: Lang, params: Record<string, string | number> = {}): string {
  return interpolate(errorMessages[key][lang], params)
}
