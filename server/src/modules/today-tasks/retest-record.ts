import type { RetestOutcome, RetestResultKind } from '@contract/today-tasks'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/database'
import type { Database } from '../../db/schema'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import { advanceRetest, findOwnMistake, type MistakeRow } from '../mistakes'
import { clock, localDayStart } from '../../lib/time'
import { MASTERED_DAYS, review } from './fsrs'
import { recordRetest } from './retest.repository'
import { streakOf } from './streak'
import { dayOf } from './today.service'

export type Mistake = MistakeRow

/** The student's own mistake whose re-test is due today (404042 / 409041 otherwise). */
export async function dueMistake(db: DB, userId: string, zone: string, mistakeId: string): Promise<Mistake> {
  const today = dayOf(clock.now(), zone)
  const mistake = await findOwnMistake(db, userId, mistakeId)
  if (!mistake) throw new AppError('MISTAKE_NOT_FOUND')
  if (mistake.mastered_at || mistake.next_retest_at >= today.end) throw new AppError('RETEST_NOT_DUE')
  return mistake
}

/**
 * One re-test graded: FSRS (fsrs.ts) updates the mistake's memory from the grade (wrong, with
 * help, solved, solved fast) and gives the next interval in the student's local days, due at that
 * day's local midnight. `also` writes in the same transaction (the answer that earned the grade).
 * A second grade of the same re-test (double tap, retry) answers 409041 and changes nothing.
 */
export async function gradeRetest(
  db: DB,
  userId: string,
  zone: string,
  mistake: Mistake,
  result: RetestResultKind,
  also?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<RetestOutcome> {
  const now = clock.now()
  const today = dayOf(now, zone)
  const stage = Math.max(0, Number(mistake.stage))
  const next = review(mistake, result, now)
  const set = { ...next.memory, stage: stage + 1, next_retest_at: localDayStart(now, zone, next.days), last_retest_at: now.toISOString() }
  await db.transaction().execute(async (trx) => {
    if (!(await advanceRetest(trx, mistake, set))) throw new AppError('DUPLICATE_SUBMISSION')
    await recordRetest(trx, { id: newId('rt'), user_id: userId, mistake_id: mistake.id, stage, result, local_date: today.date, created_at: nowIso() })
    if (also) await also(trx)
  })
  return {
    mistake_id: mistake.id,
    stage: set.stage,
    next_retest_at: set.next_retest_at,
    interval_days: next.days,
    mastered: next.days >= MASTERED_DAYS,
    advanced: result === 'solved' || result === 'fast',
    streak: await streakOf(db, userId, zone, now),
  }
}
