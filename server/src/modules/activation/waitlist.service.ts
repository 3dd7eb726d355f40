import { ACCOUNT_STATUS } from '@contract/account-status'
import type { WaitListStatus } from '@contract/invitation'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { findUserById, markActivated } from '../user'

async function position(db: DB, joinedAt: string, userId: string): Promise<number> {
  const ahead = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('admitted_at', 'is', null)
    .where((eb) => eb.or([eb('joined_at', '<', joinedAt), eb.and([eb('joined_at', '=', joinedAt), eb('user_id', '<', userId)])]))
    .executeTakeFirstOrThrow()
  return Number(ahead.n) + 1
}

/** Puts a waiting student on the list (once; asking again answers the same place). */
export async function joinWaitlist(db: DB, userId: string): Promise<WaitListStatus> {
  const user = await findUserById(db, userId)
  if (!user || user.account_status !== ACCOUNT_STATUS.DEFAULT) throw new AppError('ALREADY_ACTIVATED')
  await db.insertInto('waitlist').values({ user_id: userId, joined_at: nowIso(), admitted_at: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
  const row = await db.selectFrom('waitlist').select('joined_at').where('user_id', '=', userId).executeTakeFirstOrThrow()
  return { joined_at: row.joined_at, position: await position(db, row.joined_at, userId) }
}

/** Lets students in from the list: the given ones, or the `first` who joined earliest. Answers who got in. */
export async function admitFromWaitlist(db: DB, options: { userIds?: string[]; first?: number; freeQuestions: number }): Promise<string[]> {
  let q = db.selectFrom('waitlist').select('user_id').where('admitted_at', 'is', null).orderBy('joined_at').orderBy('user_id')
  if (options.userIds) q = q.where('user_id', 'in', options.userIds.length ? options.userIds : ['-'])
  if (options.first) q = q.limit(options.first)
  const waiting = (await q.execute()).map((r) => r.user_id)
  const admitted: string[] = []
  for (const userId of waiting) {
    await db.transaction().execute(async (trx) => {
      const ok = await markActivated(trx, userId, 'waitlist', options.freeQuestions)
      // Already active by other means, or gone: either way they leave the list.
      await trx.updateTable('waitlist').set({ admitted_at: nowIso() }).where('user_id', '=', userId).execute()
      if (ok) admitted.push(userId)
    })
  }
  return admitted
}
