/**
 * Account rules both sides know: the server enforces them, the client shows them before sending.
 * Runtime-neutral (no imports): the client imports it as a value.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** Account names: a letter, then letters, digits, _ or - (4 to 32 in all); case-insensitive. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{3,31}$/
/** Mainland China mobile numbers as typed without a country code. */
export const CN_MOBILE_PATTERN = /^1[3-9]\d{9}$/
const E164 = /^\+[1-9]\d{6,14}$/

/**
 * A phone number as typed, in E.164, or null when it cannot be one: an 11-digit mainland mobile
 * number gets +86; a number with its country code (+852…, 0086…, 86…) is accepted, and a +86 one
 * must still be a mainland mobile. The client checks with it before sending; the server relies on it.
 */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(/[\s()-]/g, '')
  let e164: string
  if (CN_MOBILE_PATTERN.test(compact)) e164 = `+86${compact}`
  else if (compact.startsWith('+')) e164 = compact
  else if (compact.startsWith('00')) e164 = `+${compact.slice(2)}`
  else if (/^86\d{11}$/.test(compact)) e164 = `+${compact}`
  else return null
  if (!E164.test(e164)) return null
  if (e164.startsWith('+86') && !CN_MOBILE_PATTERN.test(e164.slice(3))) return null
  return e164
}
export const SMS_CODE_LENGTH = 6
/** Seconds between two codes to the same phone. */
export const SMS_RESEND_SECONDS = 60
export const NICKNAME_MAX = 20
export const SCHOOL_NAME_MAX = 40
/**
 * Invitation codes: 10 characters of 31 (about 50 bits: with look-ups limited per network,
 * guessing one is pointless); exchange codes: 12, shown as XXXX-XXXX-XXXX.
 */
export const INVITE_CODE_LENGTH = 10
export const INVITE_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{10}$/
export const EXCHANGE_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{12}$/
/** Normalises a typed code: upper case, without spaces or dashes. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase()
