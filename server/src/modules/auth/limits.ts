import { SMS_RESEND_SECONDS } from '@contract/account-rules'

/** The fixed sign-in limits of DESIGN.md §6, named once. */
export const SMS_CODE_TTL_MS = 5 * 60_000
export const SMS_MAX_ATTEMPTS = 5
export const SMS_RESEND_MS = SMS_RESEND_SECONDS * 1000
export const SMS_PER_PHONE_HOUR = 5
export const SMS_PER_PHONE_DAY = 10
/** Old codes are only needed for the daily counts. */
export const SMS_KEEP_MS = 2 * 86_400_000

export interface ThrottlePolicy {
  /** Attempts allowed before each further one waits. */
  freeFailures: number
  /** Wait after the first attempt beyond the free ones; doubles with each further one. */
  baseLockMs: number
  maxLockMs: number
  /** Failures this old are forgotten. */
  forgetAfterMs: number
}

/** Password sign-in of one account (or phone): 5 tries, then 30 s, 60 s, … up to an hour. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 3_600_000,
  forgetAfterMs: 86_400_000,
}

/** Failed sign-ins (password or SMS code) from one network address. */
export const networkPolicy = (freeFailures: number): ThrottlePolicy => ({
  freeFailures,
  baseLockMs: 30_000,
  maxLockMs: 3_600_000,
  forgetAfterMs: 3_600_000,
})

/** Re-authentication before deleting the account stays good this long. */
export const REAUTH_TTL_MS = 5 * 60_000
