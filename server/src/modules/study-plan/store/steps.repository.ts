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

/** Takes the student's next step number (their plan must be locked: lockPlan). */
export async function nextStepSeq(trx: Executor, userId: string): Promise<number> {
  const state = await trx.selectFrom('plan_state').select('last_seq').where('user_id', '=', userId).executeTakeFirstOrThrow()
  const seq = Number(state.last_seq) + 1
  await trx.updateTable('plan_state').set({ last_seq: seq }).where('user_id', '=', userId).execute()
  return seq
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

/** Removes steps of one student: those on the redo side, those up to a number, or all. */
export async function dropSteps(trx: Executor, userId: string, which: { state?: 'undone'; upToSeq?: number } = {}): Promise<void> {
  let query = trx.selectFrom('plan_steps').select('id').where('user_id', '=', userId)
  if (which.state) query = query.where('state', '=', which.state)
  if (which.upToSeq !== undefined) query = query.where('seq', '<=', which.upToSeq)
  const list = (await query.execute()).map((r) => r.id)
  if (list.length === 0) return
  await trx.deleteFrom('plan_step_rows').where('step_id', 'in', list).execute()
  await trx.deleteFrom('plan_steps').where('id', 'in', list).execute()
}
