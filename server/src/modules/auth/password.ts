import { Algorithm, hash, verify } from '@node-rs/argon2'
import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/account-rules'
import { AppError } from '../../errors'
import { isCommonPassword } from './common-passwords'

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, one lane (DESIGN.md §6). About 30 ms here. */
const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** Refuses passwords that are too short, too long or among the most common ones. */
export function checkPasswordPolicy(password: string): void {
  const length = [...password].length
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw new AppError('PASSWORD_WEAK', { min: PASSWORD_MIN, max: PASSWORD_MAX })
  }
  if (isCommonPassword(password)) throw new AppError('PASSWORD_COMMON')
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2)

// Checked when there is no account or no password, so a wrong name costs as long as a wrong password.
let decoy: Promise<string> | null = null

/** True when `password` matches; `stored` null runs a decoy check and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy password that matches nothing')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
