import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The invitation quota rule, in one place: an inviter brings in at most invite_max_quota students.
 * A place is taken by a conditional update, so two activations at the same instant can never push
 * invited_num past the quota (PostgreSQL re-checks the condition on the locked row; SQLite runs
 * one writer at a time). Call it inside the activation's transaction: a refused place rolls back.
 */
export async function takeInvitePlace(db: Db, inviterId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ invited_num: eb('invited_num', '+', 1) }))
    .where('id', '=', inviterId)
    .whereRef('invited_num', '<', 'invite_max_quota')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export const quotaLeft = (user: { invite_max_quota: number; invited_num: number }): number =>
  Math.max(0, user.invite_max_quota - user.invited_num)
