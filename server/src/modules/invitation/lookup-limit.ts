import { AppError } from '../../errors'
import type { App } from '../../types'
import { type ThrottlePolicy, refundAttempt, takeAttempt } from '../auth'

/**
 * Invitation codes tried from one network address: 20 wrong ones an hour, then each further try
 * waits a minute, doubling up to an hour. A student types one or two codes; someone walking the
 * code space (31^10 codes, see newInviteCode) gets nowhere. Codes that exist are not counted.
 */
export const INVITE_LOOKUP_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  baseLockMs: 60_000,
  maxLockMs: 3_600_000,
  forgetAfterMs: 3_600_000,
}

/** Runs a look-up of a typed code under the network's limit; a code that exists costs nothing. */
export async function limitedLookup<T>(app: App, ip: string, lookUp: () => Promise<T>): Promise<T> {
  const key = `invite-lookup:${ip}`
  try {
    await takeAttempt(app.db, key, INVITE_LOOKUP_POLICY)
  } catch (err) {
    if (err instanceof AppError && err.key === 'LOGIN_LOCKED') {
      throw new AppError('INVITE_LOOKUP_LIMITED', { minutes: Math.max(1, Math.ceil(Number(err.params.seconds ?? 60) / 60)) })
    }
    throw err
  }
  const found = await lookUp()
  await refundAttempt(app.db, key, INVITE_LOOKUP_POLICY)
  return found
}
