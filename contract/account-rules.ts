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
