import type { StepKind, StepLabel, UndoOrRedoResult, UndoStatus } from '@contract/study-plan'
import type { DB, Executor } from '../../../db/database'
import { nowIso } from '../../../db/time'
import { AppError } from '../../../errors'
import { doneDayOf, seriesEndOf, type EventRow } from '../event-row'
import { insertEventRow, updateEventRow } from './events.repository'
import { dropSteps, lockPlan, nextStep, nextStepLabel, setStepState, stepChanges, type StepLabelRow } from './steps.repository'

/**
 * The undo stack is two ends of one list of steps per student: `done` steps (newest undone
 * first) and `undone` steps (oldest redone first). A new change drops the undone ones.
 */

const labelOf = (row: Omit<StepLabelRow, 'id'>): StepLabel => ({
  kind: row.kind as StepKind,
  title: row.title,
  count: Number(row.count),
  at: row.created_at,
})

export async function undoStatus(db: DB, userId: string): Promise<UndoStatus> {
  const last = await nextStepLabel(db, userId, 'done')
  const next = await nextStepLabel(db, userId, 'undone')
  return { can_undo: !!last, can_redo: !!next, undo: last ? labelOf(last) : null, redo: next ? labelOf(next) : null }
}

/** Undoes the newest step or redoes the oldest undone one; 403019 (silent) when there is none. */
export async function undoOrRedo(db: DB, userId: string, action: 'undo' | 'redo'): Promise<UndoOrRedoResult> {
  const step = await db.transaction().execute(async (trx) => {
    const now = nowIso()
    await lockPlan(trx, userId, now)
    const row = await nextStep(trx, userId, action === 'undo' ? 'done' : 'undone')
    if (!row) throw new AppError('NOTHING_TO_UNDO')
    for (const change of stepChanges(row, action === 'undo' ? 'desc' : 'asc')) {
      await restore(trx, userId, change.event_id, action === 'undo' ? change.before : change.after, now)
    }
    await setStepState(trx, userId, Number(row.seq), action === 'undo' ? 'undone' : 'done')
    return labelOf(row)
  })
  return { action, step, status: await undoStatus(db, userId) }
}

/** Puts a row back as it was; null means it did not exist (it is marked deleted). */
async function restore(trx: Executor, userId: string, id: string, snapshot: EventRow | null, now: string): Promise<void> {
  if (!snapshot) {
    await updateEventRow(trx, userId, id, { deleted_at: now, updated_at: now })
    return
  }
  // A snapshot never moves a row to another student, whatever the stored JSON says; the series'
  // end and the tick's day are worked out again (snapshots from before they were stored have none).
  const { id: _id, user_id: _user, ...rest } = snapshot
  const fields = { ...rest, series_end_at: seriesEndOf(snapshot), done_day: doneDayOf({ ...snapshot, done_at: snapshot.done_at ?? null }) }
  const updated = await updateEventRow(trx, userId, id, { ...fields, updated_at: now })
  if (updated === 0) await insertEventRow(trx, { ...fields, id, user_id: userId, updated_at: now })
}

/** Forgets the whole stack (the plan stays as it is). */
export async function cleanStack(db: DB, userId: string): Promise<UndoStatus> {
  await db.transaction().execute(async (trx) => {
    await lockPlan(trx, userId, nowIso())
    await dropSteps(trx, userId)
  })
  return undoStatus(db, userId)
}
