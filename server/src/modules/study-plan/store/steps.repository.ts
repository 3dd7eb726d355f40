import type { Insertable, Selectable } from 'kysely'
import type { Executor } from '../../../db/database'
import type { PlanStepRowsTable, PlanStepsTable } from '../study-plan.tables'

/** The undo stack: plan_state (the lock and the last step number), plan_steps and their rows. */

export type StepRow = Selectable<PlanStepsTable>
export type StepRowsRow = Selectable<PlanStepRowsTable>
type StepState = 'done' | 'undone'

/** Serialises a student's plan changes: the upsert locks their plan_state row until commit. */
export async function lockPlan(trx: Executor, userId: string, now: string): Promise<void> {
  await trx
    .insertInto('plan_state')
    .values({ user_id: userId, last_seq: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .execute()
}

/**
 * Locks the student's plan (as lockPlan) and takes their next step number in the same statement:
 * the upsert adds one to last_seq and returns it. A change that ends up recording nothing gives
 * the number back (giveBackStepSeq), so numbers stay gap-free.
 */
export async function lockPlanTakingSeq(trx: Executor, userId: string, now: string): Promise<number> {
  const row = await trx
    .insertInto('plan_state')
    .values({ user_id: userId, last_seq: 1, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ updated_at: now, last_seq: eb('plan_state.last_seq', '+', 1) })))
    .returning('last_seq')
    .executeTakeFirstOrThrow()
  return Number(row.last_seq)
}

/** Undoes lockPlanTakingSeq's number when no step was recorded (the plan must still be locked). */
export async function giveBackStepSeq(trx: Executor, userId: string): Promise<void> {
  await trx
    .updateTable('plan_state')
    .set((eb) => ({ last_seq: eb('last_seq', '-', 1) }))
    .where('user_id', '=', userId)
    .execute()
}

/** Stores a step and the rows it changed. */
export async function insertStep(trx: Executor, step: Insertable<PlanStepsTable>, rows: Insertable<PlanStepRowsTable>[]): Promise<void> {
  await trx.insertInto('plan_steps').values(step).execute()
  if (rows.length > 0) await trx.insertInto('plan_step_rows').values(rows).execute()
}

/** The newest `done` step (the next undo) or the oldest `undone` one (the next redo). */
export async function nextStep(db: Executor, userId: string, state: StepState): Promise<StepRow | undefined> {
  return db
    .selectFrom('plan_steps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', state)
    .orderBy('seq', state === 'done' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst()
}

/** The rows a step changed, in the order it changed them (`desc`: last first, to undo). */
export async function stepRows(db: Executor, stepId: string, order: 'asc' | 'desc'): Promise<StepRowsRow[]> {
  return db.selectFrom('plan_step_rows').selectAll().where('step_id', '=', stepId).orderBy('ord', order).execute()
}

export async function setStepState(db: Executor, stepId: string, state: StepState): Promise<void> {
  await db.updateTable('plan_steps').set({ state }).where('id', '=', stepId).execute()
}

/**
 * Removes steps of one student in one statement: those on the redo side and those numbered up to
 * `upToSeq` (`which` given), or all. Their rows go with them (plan_step_rows.step_id cascades).
 */
export async function dropSteps(trx: Executor, userId: string, which?: { upToSeq: number }): Promise<void> {
  let query = trx.deleteFrom('plan_steps').where('user_id', '=', userId)
  if (which) query = query.where((eb) => eb.or([eb('state', '=', 'undone'), eb('seq', '<=', which.upToSeq)]))
  await query.execute()
}
