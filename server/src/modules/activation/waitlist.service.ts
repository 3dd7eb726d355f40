import { ACCOUNT_STATUS } from '@contract/account-status'
import type { WaitListStatus } from '@contract/invitation'
import type { DB } from '../../db/database'
import { AppError } from '../../errors'
import { findUserById, markActivated } from '../user'
import { joinWaitlistRow, markAdmitted, waitingIds, waitlistPosition } from './activation.repository'

/** Puts a waiting student on the list (once; asking again answers the same place). */
export async function joinWaitlist(db: DB, userId: string): Promise<WaitListStatus> {
  const user = await findUserById(db, userId)
  if (!user || user.account_status !== ACCOUNT_STATUS.DEFAULT) throw new AppError('ALREADY_ACTIVATED')
  const joinedAt = await joinWaitlistRow(db, userId)
  return { joined_at: joinedAt, position: await waitlistPosition(db, joinedAt, userId) }
}

/** Lets students in from the list: the given ones, or the `first` who joined earliest. Answers who got in. */
export async function admitFromWaitlist(db: DB, options: { userIds?: string[]; first?: number; freeQuestions: number }): Promise<string[]> {
  const waiting = await waitingIds(db, options)
  const admitted: string[] = []
  for (const userId of waiting) {
    await db.transaction().execute(async (trx) => {
      const ok = await markActivated(trx, userId, 'waitlist', options.freeQuestions)
      // Already active by other means, or gone: either way they leave the list.
      await markAdmitted(trx, userId)
      if (ok) admitted.push(userId)
    })
  }
  return admitted
}
