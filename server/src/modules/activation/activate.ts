import type { Transaction } from 'kysely'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { Database } from '../../db/schema'
import { nowIso } from '../../db/time'

export type ActivatedVia = 'invite' | 'exchange' | 'waitlist' | 'operator'

/**
 * Turns a waiting account (status 3) into a normal one with its free questions. Answers false when
 * the account was not waiting (already active, disabled or deleted): the caller rolls back.
 */
export async function markActivated(trx: Transaction<Database>, userId: string, via: ActivatedVia, freeQuestions: number): Promise<boolean> {
  const now = nowIso()
  const result = await trx
    .updateTable('users')
    .set((eb) => ({
      account_status: ACCOUNT_STATUS.NORMAL,
      left_question_num: eb('left_question_num', '+', freeQuestions),
      activated_at: now,
      activated_via: via,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .where('account_status', '=', ACCOUNT_STATUS.DEFAULT)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
