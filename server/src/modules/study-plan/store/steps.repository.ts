import type { Selectable } from 'kysely'
import { compiledOnce } from '../../../db/compiled-once'
import type { DB, Executor } from '../../../db/database'
import type { EventRow } from '../event-row'
import type { PlanStepsTable } from '../study-plan.tables'

/** The undo stack: plan_state (the lock and the last step number) and plan_steps, each with the rows it changed. */

export type StepRow = Selectable<PlanStepsTable>

/** One row a step changed: as it was before (null: absent) and after (null: deleted or absent). */
export interface StepChange {
  event_id: string
  before: EventRow | null
  after: EventRow | null
}
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
  const [row] = await lockTakingSeq(trx, userId, now)
  return Number(row.last_seq)
}

// Every plan change runs these: built and compiled once (db/compiled-once.ts).
const lockTakingSeq = compiledOnce((db: DB, userId: string, now: string) =>
  db
    .insertInto('plan_state')
    .values({ user_id: userId, last_seq: 1, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ updated_at: now, last_seq: eb('plan_state.last_seq', '+', 1) })))
    .returning('last_seq'),
)

const insertStepRow = compiledOnce((db: DB, ...v: [string, string, number, string, string, number, string, string, string]) =>
  db.insertInto('plan_steps').values({ id: v[0], user_id: v[1], seq: v[2], kind: v[3], title: v[4], count: v[5], state: v[6], created_at: v[7], changed_rows: v[8] }),
)

/**
 * The redo side is the steps above the newest done one (undo marks the newest done step undone,
 * redo the oldest undone one done, and a new step drops them all), so the trim is two ranges of
 * the key (user_id, seq): the oldest steps, and those above the newest done step that are undone.
 * As `state = 'undone' or seq <= ?` it read every one of the student's steps (up to 100) to
 * test its state, on every plan change.
 */
export function trimStepsQuery(db: DB, userId: string, upToSeq: number) {
  return db
    .deleteFrom('plan_steps')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('seq', '<=', upToSeq),
        eb.and([
          eb('state', '=', 'undone'),
          eb(
            'seq',
            '>',
            eb.fn.coalesce(
              eb.selectFrom('plan_steps').select('seq').where('user_id', '=', userId).where('state', '=', 'done').orderBy('seq', 'desc').limit(1),
              eb.lit(0),
            ),
          ),
        ]),
      ]),
    )
}
const dropRedoAndOld = compiledOnce(trimStepsQuery)

/** Undoes lockPlanTakingSeq's number when no step was recorded (the plan must still be locked). */
export async function giveBackStepSeq(trx: Executor, userId: string): Promise<void> {
  await trx
    .updateTable('plan_state')
    .set((eb) => ({ last_seq: eb('last_seq', '-', 1) }))
    .where('user_id', '=', userId)
    .execute()
}

/** Stores a step with the rows it changed, in the order it changed them. */
export async function insertStep(trx: Executor, step: Omit<StepRow, 'changed_rows'>, changes: StepChange[]): Promise<void> {
  await insertStepRow(trx, step.id, step.user_id, step.seq, step.kind, step.title, step.count, step.state, step.created_at, JSON.stringify(changes))
}

const LABEL = ['id', 'kind', 'title', 'count', 'created_at'] as const
export type StepLabelRow = Pick<StepRow, (typeof LABEL)[number]>

/** The newest `done` step (the next undo) or the oldest `undone` one (the next redo), with the rows it changed. */
export async function nextStep(db: Executor, userId: string, state: StepState): Promise<StepRow | undefined> {
  return nextStepQuery(db, userId, state).selectAll().executeTakeFirst()
}

/** As nextStep, without the rows it changed (what the undo buttons show). */
export async function nextStepLabel(db: Executor, userId: string, state: StepState): Promise<StepLabelRow | undefined> {
  return nextStepQuery(db, userId, state).select(LABEL).executeTakeFirst()
}

function nextStepQuery(db: Executor, userId: string, state: StepState) {
  return db
    .selectFrom('plan_steps')
    .where('user_id', '=', userId)
    .where('state', '=', state)
    .orderBy('seq', state === 'done' ? 'desc' : 'asc')
    .limit(1)
}

/** The rows a step changed, in the order it changed them (`desc`: last first, to undo). */
export function stepChanges(step: Pick<StepRow, 'changed_rows'>, order: 'asc' | 'desc'): StepChange[] {
  const changes = JSON.parse(step.changed_rows) as StepChange[]
  return order === 'asc' ? changes : changes.reverse()
}

/** A step is found by its key: the student and its number. */
export async function setStepState(db: Executor, userId: string, seq: number, state: StepState): Promise<void> {
  await db.updateTable('plan_steps').set({ state }).where('user_id', '=', userId).where('seq', '=', seq).execute()
}

/**
 * Removes steps of one student in one statement: those on the redo side and those numbered up to
 * `upToSeq` (`which` given), or all (the rows they changed are stored in them).
 */
export async function dropSteps(trx: Executor, userId: string, which?: { upToSeq: number }): Promise<void> {
  if (which) await dropRedoAndOld(trx, userId, which.upToSeq)
  else await trx.deleteFrom('plan_steps').where('user_id', '=', userId).execute()
}
