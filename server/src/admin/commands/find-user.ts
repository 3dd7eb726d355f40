import type { Selectable } from 'kysely'
import { UsageError } from '../command'
import type { DB } from '../../db/database'
import { normalisePhone, looksLikePhone } from '../../modules/auth/phone'
import type { UsersTable } from '../../modules/user/user.tables'

/** A student by id (u_…), phone number or account name. */
export async function findUser(db: DB, who: string | undefined): Promise<Selectable<UsersTable>> {
  if (!who) throw new UsageError('name a student: a user id (u_…), a phone number or an account name')
  let q = db.selectFrom('users').selectAll().where('deleted_at', 'is', null)
  if (who.startsWith('u_')) q = q.where('id', '=', who)
  else if (looksLikePhone(who)) q = q.where('phone', '=', normalisePhone(who))
  else q = q.where('account', '=', who.toLowerCase())
  const user = await q.executeTakeFirst()
  if (!user) throw new UsageError(`no student ${who}`)
  return user
}

export const STATUS_NAME: Record<number, string> = { 1: 'active', 2: 'disabled', 3: 'not activated' }
