import type { RetestOutcome, RetestResultBody } from '@contract/today-tasks'
import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { clock } from '../study-plan/clock'
import { addDays, toInstant } from '../study-plan/instruction/zone'
import { streakOf } from './streak'
import { dayOf } from './today.service'

/** Days until the next re-test once stage N was solved without help: 3 after the first, 7 after the second. */
const NEXT_AFTER_SOLVED = [3, 7]

/**
 * One re-test answered. Solved without help: the next stage (1 day → 3 days → 7 days), and the
 * last stage solved without help masters the mistake. With help: the same stage tomorrow. Wrong:
 * back to the first stage, tomorrow. Due days start at the student's local midnight. A second
 * report of the same re-test (double tap, retry) answers 403018 and changes nothing.
 */
export async function reportRetest(db: DB, userId: string, zone: string, body: RetestResultBody): Promise<RetestOutcome> {
  const now = clock.now()
  const today = dayOf(now, zone)
  const mistake = await db
    .selectFrom('mistakes')
    .selectAll()
    .where('id', '=', body.mistake_id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!mistake) throw new AppError('MISTAKE_NOT_FOUND')
  if (mistake.mastered_at || mistake.next_retest_at >= today.end) throw new AppError('RETEST_NOT_DUE')

  const stage = Math.min(2, Math.max(0, Number(mistake.stage)))
  const [y, m, d] = today.date.split('-').map(Number)
  const dueIn = (days: number) => toInstant(addDays({ y, m, d }, days), 0, zone)
  const solved = body.result === 'solved'
  const mastered = solved && stage === 2
  const next = {
    stage: solved ? Math.min(2, stage + 1) : body.result === 'helped' ? stage : 0,
    next_retest_at: mastered ? mistake.next_retest_at : solved ? dueIn(NEXT_AFTER_SOLVED[stage]) : dueIn(1),
    mastered_at: mastered ? nowIso() : null,
    last_retest_at: nowIso(),
  }
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('mistakes')
      .set(next)
      .where('id', '=', mistake.id)
      .where('user_id', '=', userId)
      .where('stage', '=', mistake.stage)
      .where('next_retest_at', '=', mistake.next_retest_at)
      .where('mastered_at', 'is', null)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0) throw new AppError('DUPLICATE_SUBMISSION')
    await trx
      .insertInto('mistake_retests')
      .values({ id: newId('rt'), user_id: userId, mistake_id: mistake.id, stage, result: body.result, local_date: today.date, created_at: nowIso() })
      .execute()
  })
  return {
    mistake_id: mistake.id,
    stage: next.stage,
    next_retest_at: mastered ? null : next.next_retest_at,
    mastered,
    advanced: solved,
    streak: await streakOf(db, userId, zone, now),
  }
}
