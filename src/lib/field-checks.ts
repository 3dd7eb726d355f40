import {
  ACCOUNT_PATTERN,
  EXCHANGE_CODE_PATTERN,
  INVITE_CODE_LENGTH,
  INVITE_CODE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE_LENGTH,
  normaliseCode,
  toE164,
} from '@contract/account-rules'
import { i18n } from './i18n'

/**
 * What is wrong with a field, in the student's words, or null when it may be sent. The server
 * checks the same rules (contract/account-rules); checking first means the student never meets
 * its terse "invalid value for sms_code".
 */
export type Problem = string | null

const say = (key: string, values?: Record<string, unknown>) => i18n.t(`check.${key}`, values)

export const checkPhone = (value: string): Problem => (!value.trim() ? say('phoneEmpty') : toE164(value) ? null : say('phoneFormat'))

export function checkSmsCode(value: string): Problem {
  if (!value.trim()) return say('codeEmpty')
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value.trim()) ? null : say('codeFormat', { length: SMS_CODE_LENGTH })
}

/** A password to sign in with: only needs to be there (the rules may have changed since it was set). */
export const checkPasswordGiven = (value: string): Problem => (value ? null : say('passwordEmpty'))

/** A new password: the length rules. */
export function checkNewPassword(value: string): Problem {
  if (!value) return say('passwordEmpty')
  if (value.length < PASSWORD_MIN) return say('passwordShort', { min: PASSWORD_MIN })
  return value.length > PASSWORD_MAX ? say('passwordLong', { max: PASSWORD_MAX }) : null
}

export const checkRepeat = (password: string, repeat: string): Problem =>
  !repeat ? say('repeatPassword') : repeat === password ? null : i18n.t('auth.passwordsDiffer')

export const checkAccountGiven = (value: string): Problem => (value.trim() ? null : say('accountEmpty'))

export const checkNewAccount = (value: string): Problem =>
  !value.trim() ? say('accountEmpty') : ACCOUNT_PATTERN.test(value.trim()) ? null : say('accountFormat')

/** An invitation code (6) or an exchange code (12): both activate an account. */
export function checkActivationCode(value: string): Problem {
  if (!value.trim()) return say('codeEmpty')
  const code = normaliseCode(value)
  return INVITE_CODE_PATTERN.test(code) || EXCHANGE_CODE_PATTERN.test(code) ? null : say('activationFormat', { length: INVITE_CODE_LENGTH })
}

/** The first problem of several fields, in the order the student fills them. */
export const firstProblem = (...problems: Problem[]): Problem => problems.find((p) => p !== null) ?? null
