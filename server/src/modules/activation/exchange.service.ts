import { createHash, randomInt } from 'node:crypto'
import { EXCHANGE_CODE_PATTERN, normaliseCode } from '@contract/account-rules'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { markActivated } from '../user'
import { findExchangeCode, insertExchangeCodes, useExchangeCode } from './activation.repository'

// No 0/O, 1/I/L: codes are read from paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Exchange codes have ~59 bits of entropy, so a plain SHA-256 is enough to keep them secret at rest. */
export const hashExchangeCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex')

export const formatExchangeCode = (code: string) => code.match(/.{4}/g)!.join('-')

function newExchangeCode(): string {
  let code = ''
  for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** Issues `count` single-use codes; the plain codes are returned once and never stored. */
export async function issueExchangeCodes(db: DB, options: { count: number; note?: string; expiresAt?: string | null }): Promise<{ batch: string; codes: string[] }> {
  const batch = newId('batch')
  const now = nowIso()
  const codes = Array.from({ length: options.count }, newExchangeCode)
  const rows = codes.map((code) => ({
    id: newId('exc'),
    code_hash: hashExchangeCode(code),
    hint: code.slice(-4),
    batch,
    note: options.note ?? '',
    created_at: now,
    expires_at: options.expiresAt ?? null,
    used_by: null,
    used_at: null,
  }))
  await db.transaction().execute((trx) => insertExchangeCodes(trx, rows))
  return { batch, codes: codes.map(formatExchangeCode) }
}

/** Activates the student with a single-use exchange code. */
export async function activateWithExchange(app: App, userId: string, rawCode: string): Promise<void> {
  const code = normaliseCode(rawCode)
  if (!EXCHANGE_CODE_PATTERN.test(code)) throw new AppError('EXCHANGE_CODE_INVALID')
  const row = await findExchangeCode(app.db, hashExchangeCode(code))
  if (!row || (row.expires_at && row.expires_at <= nowIso())) throw new AppError('EXCHANGE_CODE_INVALID')
  if (row.used_at) throw new AppError('EXCHANGE_CODE_USED')
  await app.db.transaction().execute(async (trx) => {
    if (!(await markActivated(trx, userId, 'exchange', app.config.FREE_QUESTIONS))) throw new AppError('ALREADY_ACTIVATED')
    if (!(await useExchangeCode(trx, row.id, userId))) throw new AppError('EXCHANGE_CODE_USED')
  })
}
