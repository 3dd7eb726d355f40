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
import { countSendsSince, countSmsTry, forgetSmsCode, latestSmsCode, storeSmsCode, useSmsCode } from './sms.repository'
import { takeGate } from './throttle.repository'

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

const sentSince = (app: App, column: 'phone_hash' | 'ip', value: string, sinceMs: number) =>
  countSendsSince(app.db, column, value, new Date(Date.now() - sinceMs).toISOString())

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
  await storeSmsCode(app.db, {
    id,
    phone,
    phoneHash,
    purpose,
    codeHash: stored,
    ip,
    now,
    expiresAt: new Date(Date.parse(now) + SMS_CODE_TTL_MS).toISOString(),
    forgetBefore: new Date(Date.parse(now) - SMS_KEEP_MS).toISOString(),
  })
  try {
    await app.sms.sendCode({ phone, code, lang, ttlMinutes: SMS_CODE_TTL_MS / 60_000 })
  } catch (err) {
    // Not sent: it must not count against the student, nor keep them waiting a minute.
    await forgetSmsCode(app.db, id)
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
  const row = await latestSmsCode(app.db, phone, purpose)
  if (!row || row.expires_at <= now) throw new AppError('SMS_CODE_EXPIRED')
  const counted = await countSmsTry(app.db, row.id, SMS_MAX_ATTEMPTS)
  if (counted === undefined) throw new AppError(row.attempts >= SMS_MAX_ATTEMPTS ? 'SMS_CODE_ATTEMPTS' : 'SMS_CODE_EXPIRED')
  if (!/^\d{6}$/.test(code) || !matches(row.code_hash, code)) {
    const left = SMS_MAX_ATTEMPTS - counted
    throw left > 0 ? new AppError('SMS_CODE_WRONG', { left }) : new AppError('SMS_CODE_ATTEMPTS')
  }
  if (!(await useSmsCode(app.db, row.id, nowIso()))) throw new AppError('SMS_CODE_EXPIRED')
}
