import { Algorithm, hash, verify } from '@node-rs/argon2'
import { PASSWORD_MAX, PASSWORD_MIN } from '@contract/account-rules'
import { AppError } from '../../errors'
import { isCommonPassword } from './common-passwords'

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, one lane (DESIGN.md §6). About 30 ms here. */
const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** Who the password belongs to: names anyone who knows the student could try first. */
export interface PasswordOwner {
  account?: string | null
  phone?: string | null
}

/** One character, two, or one short run repeated: "aaaaaaaa", eight spaces, "abababab", "abcabcabc". */
function isRepetitive(chars: string[]): boolean {
  if (new Set(chars).size < 3) return true
  const text = chars.join('')
  return /^(.{1,4}?)\1+.{0,3}$/su.test(text) && chars.length >= 8
}

/** The phone's national number (the part a classmate knows), e.g. 13800138000 from +8613800138000. */
const nationalNumber = (phone: string) => phone.replace(/^\+86/, '').replace(/\D/g, '')

/**
 * OWASP ASVS 5.0 §6.2: at least 8 characters (128 at most), any characters (spaces, emoji, any
 * script), no composition rules; refused when it is among the most common passwords, when it is
 * one character or a short run repeated, or when it contains the account name or phone number.
 * Each refusal has its own code, so the student is told why in their language.
 */
export function checkPasswordPolicy(password: string, owner: PasswordOwner = {}): void {
  const chars = [...password]
  if (chars.length < PASSWORD_MIN || chars.length > PASSWORD_MAX) {
    throw new AppError('PASSWORD_WEAK', { min: PASSWORD_MIN, max: PASSWORD_MAX })
  }
  if (password.trim() === '' || isRepetitive(chars)) throw new AppError('PASSWORD_REPETITIVE')
  const folded = password.normalize('NFKC').toLowerCase()
  const names = [owner.account?.toLowerCase(), owner.phone && nationalNumber(owner.phone)].filter((n): n is string => !!n && n.length >= 4)
  if (names.some((name) => folded.includes(name))) throw new AppError('PASSWORD_HAS_NAME')
  if (isCommonPassword(password) || isCommonPassword(folded.trim())) throw new AppError('PASSWORD_COMMON')
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2)

// Checked when there is no account or no password, so a wrong name costs as long as a wrong password.
let decoy: Promise<string> | null = null

/** True when `password` matches; `stored` null runs a decoy check and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy password that matches nothing')
    // Expected: the decoy only spends the time a real check would; its answer is not used.
    await verify(await decoy, password).catch(() => false)
    return false
  }
  try {
    return await verify(stored, password)
  } catch {
    // Expected: argon2 throws on a stored hash it cannot read: that matches no password.
    return false
  }
}
