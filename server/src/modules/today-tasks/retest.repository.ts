import type { Insertable } from 'kysely'
import type { DB, Executor } from '../../db/database'
import type { MistakeRetestsTable, RetestAttemptsTable } from './today-tasks.tables'

/** A re-test's history and its answers: the only reads and writes of mistake_retests and retest_attempts. */

/** One graded re-test in the mistake's history. */
export async function recordRetest(trx: Executor, row: Insertable<MistakeRetestsTable>): Promise<void> {
  await trx.insertInto('mistake_retests').values(row).execute()
}

/** One answer, give-up or help step at a re-test. */
export async function recordAttempt(trx: Executor, row: Insertable<RetestAttemptsTable>): Promise<void> {
  await trx.insertInto('retest_attempts').values(row).execute()
}

/** The exercises the mistake's earlier re-tests (stages before `stage`) showed. */
export async function earlierExercises(db: DB, mistakeId: string, stage: number): Promise<string[]> {
  const rows = await db.selectFrom('retest_attempts').select('question').distinct().where('mistake_id', '=', mistakeId).where('stage', '<', stage).execute()
  return rows.map((r) => r.question)
}

/** How many attempts at this stage got one of `verdicts`. */
export async function countAttempts(db: DB, mistakeId: string, stage: number, verdicts: string[]): Promise<number> {
  const row = await db
    .selectFrom('retest_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('mistake_id', '=', mistakeId)
    .where('stage', '=', stage)
    .where('verdict', 'in', verdicts)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The verdicts among `verdicts` that attempts at this stage got. */
export async function verdictsSeen(db: DB, mistakeId: string, stage: number, verdicts: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('retest_attempts').select('verdict').where('mistake_id', '=', mistakeId).where('stage', '=', stage).where('verdict', 'in', verdicts).execute()
  return new Set(rows.map((r) => r.verdict))
}
