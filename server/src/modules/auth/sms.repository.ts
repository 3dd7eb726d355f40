import type { SmsPurpose } from '@contract/auth'
import type { DB } from '../../db/database'

/** Sign-in codes (hashed) and the record of sends that the per-phone and per-network caps count. */

/** Sends since `sinceIso` to one phone (by its cap key) or from one network address. */
export async function countSendsSince(db: DB, column: 'phone_hash' | 'ip', value: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('sms_sends')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface NewSmsCode {
  id: string
  phone: string
  phoneHash: string
  purpose: SmsPurpose
  codeHash: string
  ip: string
  now: string
  expiresAt: string
  /** Codes and send records older than this are deleted on the way. */
  forgetBefore: string
}

/** Stores a new code (ending the phone's earlier live ones for the purpose) and counts the send, in one transaction. */
export async function storeSmsCode(db: DB, c: NewSmsCode): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ expires_at: c.now })
      .where('phone', '=', c.phone)
      .where('purpose', '=', c.purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', c.now)
      .execute()
    await trx
      .insertInto('sms_codes')
      .values({ id: c.id, phone: c.phone, purpose: c.purpose, code_hash: c.codeHash, ip: c.ip, created_at: c.now, expires_at: c.expiresAt, used_at: null })
      .execute()
    await trx.insertInto('sms_sends').values({ id: c.id, phone_hash: c.phoneHash, ip: c.ip, created_at: c.now }).execute()
    await trx.deleteFrom('sms_codes').where('created_at', '<', c.forgetBefore).execute()
    await trx.deleteFrom('sms_sends').where('created_at', '<', c.forgetBefore).execute()
  })
}

/** Takes back a code that could not be sent, and its send record. */
export async function forgetSmsCode(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute()
  await db.deleteFrom('sms_sends').where('id', '=', id).execute()
}

/** The phone's newest unused code for `purpose`. */
export async function latestSmsCode(db: DB, phone: string, purpose: SmsPurpose) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Counts one try on a live code while tries are left; the new count, or undefined when none are. */
export async function countSmsTry(db: DB, id: string, maxAttempts: number): Promise<number | undefined> {
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  return counted?.attempts
}

/** Uses the code once: false when another request used it first. */
export async function useSmsCode(db: DB, id: string, nowIso: string): Promise<boolean> {
  const used = await db.updateTable('sms_codes').set({ used_at: nowIso }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
}
