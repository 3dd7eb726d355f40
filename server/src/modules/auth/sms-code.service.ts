import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Lang } from '@contract/common'
import type { SmsPurpose } from '@contract/auth'
import { SMS_CODE_LENGTH } from '@contract/account-rules'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import type { App } from '../../types'
import {
  SMS_CODE_TTL_MS,
  SMS_KEEP_MS,
  SMS_MAX_ATTEMPTS,
  SMS_PER_PHONE_DAY,
  SMS_PER_PHONE_HOUR,
  SMS_RESEND_MS,
} from './limits'
import { takeGate } from './throttle'

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex')

/** 6 digits from the CSPRNG; only a salted hash is stored. */
function newCode(): { code: string; stored: string } {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
  const salt = randomBytes(16).toString('hex')
  return { code, stored: `${salt}:${digest(salt, code)}` }
}

function matches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':')
  const actual = digest(salt, code)
  return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'))
}

/** How the send caps name a phone (sms_sends, the resend gate): never the number itself. */
export const phoneCapKey = (phone: string) => createHash('sha256').update(`sms-cap:${phone}`).digest('hex')

async function sentSince(app: App, column: 'phone_hash' | 'ip', value: string, sinceMs: number): Promise<number> {
  const row = await app.db
    .selectFrom('sms_sends')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', new Date(Date.now() - sinceMs).toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface SendCodeRequest {
  phone: string
  purpose: SmsPurpose
  ip: string
  lang: Lang
}

/**
 * Sends a new code to `phone` within the limits: one a minute, 5 an hour and 10 a day per phone,
 * and the network's caps. A new code replaces the phone's earlier ones for the same purpose.
 */
export async function sendSmsCode(app: App, { phone, purpose, ip, lang }: SendCodeRequest): Promise<void> {
  const hour = 3_600_000
  const day = 86_400_000
  const phoneHash = phoneCapKey(phone)
  if ((await sentSince(app, 'phone_hash', phoneHash, day)) >= SMS_PER_PHONE_DAY) throw new AppError('SMS_DAILY_LIMIT')
  if ((await sentSince(app, 'phone_hash', phoneHash, hour)) >= SMS_PER_PHONE_HOUR) throw new AppError('SMS_HOURLY_LIMIT')
  if (
    (await sentSince(app, 'ip', ip, hour)) >= app.config.SMS_IP_HOURLY_LIMIT ||
    (await sentSince(app, 'ip', ip, day)) >= app.config.SMS_IP_DAILY_LIMIT
  ) {
    throw new AppError('SMS_NETWORK_LIMIT')
  }
  const reopen = await takeGate(app.db, `sms:${phoneHash}`, SMS_RESEND_MS, 'SMS_TOO_FREQUENT')

  const now = nowIso()
  const { code, stored } = newCode()
  const id = newId('sms')
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ expires_at: now })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute()
    await trx
      .insertInto('sms_codes')
      .values({ id, phone, purpose, code_hash: stored, ip, created_at: now, expires_at: new Date(Date.parse(now) + SMS_CODE_TTL_MS).toISOString(), used_at: null })
      .execute()
    await trx.insertInto('sms_sends').values({ id, phone_hash: phoneHash, ip, created_at: now }).execute()
    const old = new Date(Date.parse(now) - SMS_KEEP_MS).toISOString()
    await trx.deleteFrom('sms_codes').where('created_at', '<', old).execute()
    await trx.deleteFrom('sms_sends').where('created_at', '<', old).execute()
  })
  try {
    await app.sms.sendCode({ phone, code, lang, ttlMinutes: SMS_CODE_TTL_MS / 60_000 })
  } catch (err) {
    // Not sent: it must not count against the student, nor keep them waiting a minute.
    await app.db.deleteFrom('sms_codes').where('id', '=', id).execute()
    await app.db.deleteFrom('sms_sends').where('id', '=', id).execute()
    await reopen()
    throw err
  }
}

/**
 * Uses the phone's current code for `purpose`. Each try is counted before the comparison, so even
 * tries sent in parallel get 5 chances at most; a right code works once.
 */
export async function consumeSmsCode(app: App, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const now = nowIso()
  const row = await app.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row || row.expires_at <= now) throw new AppError('SMS_CODE_EXPIRED')
  const counted = await app.db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  if (!counted) throw new AppError(row.attempts >= SMS_MAX_ATTEMPTS ? 'SMS_CODE_ATTEMPTS' : 'SMS_CODE_EXPIRED')
  if (!/^\d{6}$/.test(code) || !matches(row.code_hash, code)) {
    const left = SMS_MAX_ATTEMPTS - counted.attempts
    throw left > 0 ? new AppError('SMS_CODE_WRONG', { left }) : new AppError('SMS_CODE_ATTEMPTS')
  }
  const used = await app.db
    .updateTable('sms_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('SMS_CODE_EXPIRED')
}
