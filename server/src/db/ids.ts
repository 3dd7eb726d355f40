import { randomBytes, randomFillSync, createHash } from 'node:crypto'

const ID_BYTES = 12
// Random bytes are drawn from the system's generator 4 KiB at a time and handed out 12 per id:
// one call into it per 341 ids instead of one per id (a plan change makes two or more, and the
// call was ~1 % of a create's server time). Each byte is still used once.
const pool = Buffer.alloc(4096 - (4096 % ID_BYTES))
let used = pool.length

/** Opaque ids: a short prefix for the reader, then 96 random bits. */
export const newId = (prefix: string): string => {
  if (used === pool.length) {
    randomFillSync(pool)
    used = 0
  }
  used += ID_BYTES
  return `${prefix}_${pool.toString('base64url', used - ID_BYTES, used)}`
}

/** Session tokens: 256 random bits; only their SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
