import { UsageError } from '../command'
import type { DB } from '../../db/database'
import { normalisePhone, looksLikePhone } from '../../modules/auth/phone'
import { findUserByAccount, findUserById, findUserByPhone, type UserRow } from '../../modules/user'

/** A student by id (u_…), phone number or account name. */
export async function findUser(db: DB, who: string | undefined): Promise<UserRow> {
  if (!who) throw new UsageError('name a student: a user id (u_…), a phone number or an account name')
  const user = who.startsWith('u_')
    ? await findUserById(db, who)
    : looksLikePhone(who)
      ? await findUserByPhone(db, normalisePhone(who))
      : await findUserByAccount(db, who)
  if (!user) throw new UsageError(`no student ${who}`)
  return user
}

export const STATUS_NAME: Record<number, string> = { 1: 'active', 2: 'disabled', 3: 'not activated' }
