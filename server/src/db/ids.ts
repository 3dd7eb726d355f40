import { randomBytes, createHash } from 'node:crypto'

/** Opaque ids: a short prefix for the reader, then 96 random bits. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`

/** Session tokens: 256 random bits; only their SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
