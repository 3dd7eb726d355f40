import type { Selectable } from 'kysely'
import type { StepKind, StepLabel, UndoOrRedoResult, UndoStatus } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { nowIso } from '../../../db/time'
import { AppError } from '../../../errors'
import { doneDayOf, seriesEndOf, type EventRow } from '../event-row'
import { dropSteps, lockPlan, type Trx } from './plan-tx'
import type { PlanStepsTable } from '../study-plan.tables'

/**
 * The undo stack is two ends of one list of steps per student: `done` steps (newest undone
 * first) and `undone` steps (oldest redone first). A new change drops the undone ones.
 */

const labelOf = (row: Pick<Selectable<PlanStepsTable>, 'kind' | 'title' | 'count' | 'created_at'>): StepLabel => ({
  kind: row.kind as StepKind,
  title: row.title,
  count: Number(row.count),
  at: row.created_at,
})

export async function undoStatus(db: DB, userId: string): Promise<UndoStatus> {
  const last = await db
    .selectFrom('plan_steps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'done')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  const next = await db
    .selectFrom('plan_steps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'undone')
    .orderBy('seq', 'asc')
    .limit(1)
    .executeTakeFirst()
  return { can_undo: !!last, can_redo: !!next, undo: last ? labelOf(last) : null, redo: next ? labelOf(next) : null }
}

/** Undoes the newest step or redoes the oldest undone one; 403019 (silent) when there is none. */
export async function undoOrRedo(db: DB, userId: string, action: 'undo' | 'redo'): Promise<UndoOrRedoResult> {
  const step = await db.transaction().execute(async (trx) => {
    const now = nowIso()
    await lockPlan(trx, userId, now)
    const row = await trx
      .selectFrom('plan_steps')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', action === 'undo' ? 'done' : 'undone')
      .orderBy('seq', action === 'undo' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst()
    if (!row) throw new AppError('NOTHING_TO_UNDO')
    const rows = await trx
      .selectFrom('plan_step_rows')
      .selectAll()
      .where('step_id', '=', row.id)
      .orderBy('ord', action === 'undo' ? 'desc' : 'asc')
      .execute()
    for (const r of rows) {
      const snapshot = action === 'undo' ? r.before_row : r.after_row
      await restore(trx, userId, r.event_id, snapshot ? (JSON.parse(snapshot) as EventRow) : null, now)
    }
    await trx
      .updateTable('plan_steps')
      .set({ state: action === 'undo' ? 'undone' : 'done' })
      .where('id', '=', row.id)
      .execute()
    return labelOf(row)
  })
  return { action, step, status: await undoStatus(db, userId) }
}

/** Puts a row back as it was; null means it did not exist (it is marked deleted). */
async function restore(trx: Trx, userId: string, id: string, snapshot: EventRow | null, now: string): Promise<void> {
  if (!snapshot) {
    await trx.updateTable('study_events').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('user_id', '=', userId).execute()
    return
  }
  // A snapshot never moves a row to another student, whatever the stored JSON says; the series'
  // end and the tick's day are worked out again (snapshots from before they were stored have none).
  const { id: _id, user_id: _user, ...rest } = snapshot
  const fields = { ...rest, series_end_at: seriesEndOf(snapshot), done_day: doneDayOf({ ...snapshot, done_at: snapshot.done_at ?? null }) }
  const updated = await trx
    .updateTable('study_events')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) {
    await trx.insertInto('study_events').values({ ...fields, id, user_id: userId, updated_at: now }).execute()
  }
}

/** Forgets the whole stack (the plan stays as it is). */
export async function cleanStack(db: DB, userId: string): Promise<UndoStatus> {
  await db.transaction().execute(async (trx) => {
    await lockPlan(trx, userId, nowIso())
    await dropSteps(trx, userId)
  })
  return undoStatus(db, userId)
}
