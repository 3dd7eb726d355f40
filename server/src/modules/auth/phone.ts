import { toE164 } from '@contract/account-rules'
import { AppError } from '../../errors'

/** A phone number as typed, in E.164 (contract/account-rules: the client checks the same way). */
export function normalisePhone(input: string): string {
  const e164 = toE164(input)
  if (!e164) throw new AppError('PHONE_INVALID')
  return e164
}

/** True when a sign-in identifier looks like a phone number rather than an account name. */
export const looksLikePhone = (input: string): boolean => /^[+\d][\d\s()-]*$/.test(input.trim())
