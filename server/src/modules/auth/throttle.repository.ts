import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import type { ErrorName } from '@contract/errors'
import type { ThrottlePolicy } from './limits'

const iso = (ms: number) => new Date(ms).toISOString()
const secondsUntil = (until: string, now: number) => Math.max(1, Math.ceil((Date.parse(until) - now) / 1000))

async function ensureRow(db: DB, key: string, now: number) {
  await db
    .insertInto('throttles')
    .values({ key, failures: 0, locked_until: null, updated_at: iso(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  return db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirstOrThrow()
}

/**
 * Counts one attempt for `key` before it is checked, and refuses it while the key is locked.
 * Once the free attempts are used, each further attempt locks the key for a doubling time at the
 * moment it is counted, so attempts sent in parallel cannot slip past the limit. The count and the
 * lock change together by compare-and-set, which holds across server instances.
 */
// A lost compare-and-set means another request counted (or refunded) on this key first, so each
// round someone makes progress; a school's students activating together on one network address
// can take many rounds. 8 refused the unlucky one as "locked" under load.
const MAX_ROUNDS = 100

export async function takeAttempt(db: DB, key: string, policy: ThrottlePolicy, now = Date.now()): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await ensureRow(db, key, now)
    const stale = now - Date.parse(row.updated_at) > policy.forgetAfterMs
    const failures = stale ? 0 : row.failures
    if (!stale && row.locked_until && Date.parse(row.locked_until) > now) {
      throw new AppError('LOGIN_LOCKED', { seconds: secondsUntil(row.locked_until, now) })
    }
    const next = failures + 1
    const over = next - policy.freeFailures
    const lockMs = over >= 0 ? Math.min(policy.baseLockMs * 2 ** over, policy.maxLockMs) : 0
    const result = await db
      .updateTable('throttles')
      .set({ failures: next, locked_until: lockMs ? iso(now + lockMs) : null, updated_at: iso(now) })
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) return
  }
  throw new AppError('LOGIN_LOCKED', { seconds: 1 })
}

/** The attempt succeeded: the key starts afresh (an account after its owner signed in). */
export async function clearAttempts(db: DB, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute()
}

/**
 * The attempt succeeded but the key is shared (a network): take back only this attempt, so a valid
 * sign-in between guesses does not wipe the guesses of others.
 */
export async function refundAttempt(db: DB, key: string, policy: ThrottlePolicy): Promise<void> {
  await db.updateTable('throttles').set((eb) => ({ failures: eb('failures', '-', 1) })).where('key', '=', key).where('failures', '>', 0).execute()
  await db
    .updateTable('throttles')
    .set({ locked_until: null })
    .where('key', '=', key)
    .where('failures', '<', policy.freeFailures)
    .execute()
}

/**
 * A gate that opens once per `intervalMs` (one SMS per phone per minute): taking it while closed
 * throws `error` with the seconds left. Compare-and-set, so two requests at once get one pass.
 */
export async function takeGate(db: DB, key: string, intervalMs: number, error: ErrorName, now = Date.now()): Promise<() => Promise<void>> {
  for (let round = 0; round < 8; round++) {
    const row = await ensureRow(db, key, now)
    if (row.locked_until && Date.parse(row.locked_until) > now) {
      // A racing request may have closed the gate a moment after our `now`: never say more than the interval.
      throw new AppError(error, { seconds: Math.min(secondsUntil(row.locked_until, now), Math.ceil(intervalMs / 1000)) })
    }
    const until = iso(now + intervalMs)
    let q = db.updateTable('throttles').set({ locked_until: until, updated_at: iso(now) }).where('key', '=', key)
    q = row.locked_until === null ? q.where('locked_until', 'is', null) : q.where('locked_until', '=', row.locked_until)
    const result = await q.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) {
      // Reopens the gate, e.g. when the message could not be sent after all.
      return async () => {
        await db.updateTable('throttles').set({ locked_until: row.locked_until }).where('key', '=', key).where('locked_until', '=', until).execute()
      }
    }
  }
  throw new AppError(error, { seconds: Math.ceil(intervalMs / 1000) })
}
