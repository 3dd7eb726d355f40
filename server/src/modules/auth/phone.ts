import { CN_MOBILE_PATTERN } from '@contract/account-rules'
import { AppError } from '../../errors'

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * A phone number as typed, in E.164: an 11-digit mainland mobile number gets +86; a number with
 * its country code (+852…, 0086…, 86…) is accepted, and a +86 one must still be a mainland mobile.
 */
export function normalisePhone(input: string): string {
  const compact = input.trim().replace(/[\s()-]/g, '')
  let e164: string
  if (CN_MOBILE_PATTERN.test(compact)) e164 = `+86${compact}`
  else if (compact.startsWith('+')) e164 = compact
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`
  else if (/^86\d{11}$/.test(compact)) e164 = `+${compact}`
  else throw new AppError('PHONE_INVALID')
  if (!E164.test(e164)) throw new AppError('PHONE_INVALID')
  if (e164.startsWith('+86') && !CN_MOBILE_PATTERN.test(e164.slice(3))) throw new AppError('PHONE_INVALID')
  return e164
}

/** True when a sign-in identifier looks like a phone number rather than an account name. */
export const looksLikePhone = (input: string): boolean => /^[+\d][\d\s()-]*$/.test(input.trim())
