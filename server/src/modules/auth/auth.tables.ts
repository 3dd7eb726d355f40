import type { Generated } from 'kysely'

/** One SMS code sent. Only a salted hash of the code is kept. */
export interface SmsCodesTable {
  id: string
  /** E.164. */
  phone: string
  /** login | password | deactivate: a code is only good for what it was sent for. */
  purpose: string
  /** `<salt>:<sha256(salt:code)>` in hex. */
  code_hash: string
  /** Who asked for it, for the per-network cap; codes older than two days are removed. */
  ip: Generated<string>
  /** Wrong codes tried against it; dead at 5. */
  attempts: Generated<number>
  created_at: string
  expires_at: string
  used_at: string | null
}

/** Failures and lock of one key (an account, a network, a phone's send gate). */
export interface ThrottlesTable {
  key: string
  failures: Generated<number>
  locked_until: string | null
  updated_at: string
}

/**
 * One SMS sent, for the caps (per phone, per network). No account and no phone number, only a
 * SHA-256 of it, so the caps survive the account's deletion (nothing here belongs to the account).
 * Phone numbers are few enough to be guessed back from a hash: rows live two days only.
 */
export interface SmsSendsTable {
  id: string
  phone_hash: string
  ip: string
  created_at: string
}

export interface AuthTables {
  sms_codes: SmsCodesTable
  sms_sends: SmsSendsTable
  throttles: ThrottlesTable
}
