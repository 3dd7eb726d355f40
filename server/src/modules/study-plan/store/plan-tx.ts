import type { StepKind, StepLabel, UndoStatus } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { newId } from '../../../db/ids'
import { nowIso } from '../../../db/time'
import { doneDayOf, seriesEndOf, type EventRow, type NewEventRow } from '../event-row'
import { findEventRow, findOverride, insertEventRow, overridesOf, updateEventRow } from './events.repository'
import { dropSteps, giveBackStepSeq, insertStep, lockPlanTakingSeq } from './steps.repository'
import { clock } from '../../../lib/time'

const tickedAt = () => clock.now().toISOString()

/** The fields series_end_at is computed from. */
const TIMING = ['rrule', 'start_at', 'end_at', 'time_zone', 'parent_id'] as const

/** The fields done_day is computed from. */
const DONE_DAY = ['rrule', 'status', 'done_at', 'start_at', 'time_zone'] as const

/** Steps kept per student; older ones fall off the bottom of the undo stack. */
export const MAX_STEPS = 100

/**
 * One plan change in progress: every row written goes through here, which remembers each row as
 * it was before the first write and after the last, so the whole change undoes as one step.
 */
export class PlanTx {
  readonly changes = new Map<string, { before: EventRow | null; after: EventRow }>()

  constructor(
    /** The transaction (or, for reading only, the database). */
    readonly trx: DB,
    readonly userId: string,
    readonly now: string,
  ) {}

  find(id: string): Promise<EventRow | undefined> {
    return findEventRow(this.trx, this.userId, id)
  }

  /** The edited occurrence of a series that replaces the one starting (originally) at `occurrence`. */
  findOverride(seriesId: string, occurrence: string): Promise<EventRow | undefined> {
    return findOverride(this.trx, this.userId, seriesId, occurrence)
  }

  /** Every edited occurrence of a series. */
  overridesOf(seriesId: string): Promise<EventRow[]> {
    return overridesOf(this.trx, this.userId, seriesId)
  }

  async insert(fields: NewEventRow): Promise<EventRow> {
    const done_at = fields.status === 'done' ? (fields.done_at ?? tickedAt()) : null
    const row: EventRow = { ...fields, series_end_at: seriesEndOf(fields), done_at, done_day: doneDayOf({ ...fields, done_at }) }
    await this.write(row, null)
    this.record(null, row)
    return row
  }

  async update(row: EventRow, changes: Partial<Omit<EventRow, 'id' | 'user_id' | 'series_end_at' | 'done_day'>>): Promise<EventRow> {
    const base = this.changes.get(row.id)?.after ?? row
    // A field set to undefined is left as it is, as the SQL update leaves it.
    const ticked = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as typeof changes
    // The tick's own moment: a streak counts a task only on the day it was done (streak.ts).
    if (ticked.status !== undefined && ticked.done_at === undefined) ticked.done_at = ticked.status !== 'done' ? null : base.status === 'done' ? base.done_at : tickedAt()
    const merged = { ...base, ...ticked }
    const timed = TIMING.some((k) => k in changes) ? { ...ticked, series_end_at: seriesEndOf(merged) } : ticked
    // The tick's day follows every change that moves it (a tick, an untick, a task moved to another day).
    const set = DONE_DAY.some((k) => k in changes) ? { ...timed, done_day: doneDayOf(merged) } : timed
    const next: EventRow = { ...merged, ...set, updated_at: this.now }
    await this.write(next, { ...set, updated_at: this.now })
    this.record(base, next)
    return next
  }

  /** Stores a new row (`set` null) or the fields `set` of a row (a draft plan stores nothing). */
  protected async write(row: EventRow, set: Partial<EventRow> | null): Promise<void> {
    if (!set) await insertEventRow(this.trx, row)
    else await updateEventRow(this.trx, this.userId, row.id, set)
  }

  protected record(before: EventRow | null, after: EventRow) {
    const seen = this.changes.get(after.id)
    this.changes.set(after.id, { before: seen ? seen.before : before, after })
  }
}

export interface StepResult<T> {
  result: T
  step: StepLabel | null
  /**
   * The undo stack right after a recorded step (it is the one to undo, and nothing is left to
   * redo: recording it dropped the redo side); null when nothing changed (read it: undoStatus).
   */
  status: UndoStatus | null
}

/**
 * Runs `fn` as one undoable step (none is recorded when nothing changed). The statements per step:
 * the lock (which also takes the step's number), the change's own, one delete trimming the stack,
 * and the step's insert (with the rows it changed).
 */
export async function withPlanStep<T>(db: DB, userId: string, kind: StepKind, fn: (tx: PlanTx) => Promise<T>): Promise<StepResult<T>> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso()
    const seq = await lockPlanTakingSeq(trx, userId, now)
    const tx = new PlanTx(trx, userId, now)
    const result = await fn(tx)
    if (tx.changes.size === 0) {
      await giveBackStepSeq(trx, userId)
      return { result, step: null, status: null }
    }
    const step = await recordStep(tx, kind, seq)
    return { result, step, status: { can_undo: true, can_redo: false, undo: step, redo: null } }
  })
}

const ownerOf = (row: EventRow) => row.parent_id ?? row.id

async function recordStep(tx: PlanTx, kind: StepKind, seq: number): Promise<StepLabel> {
  const { trx, userId, now } = tx
  // Something new happened: what was undone can no longer be redone; the oldest steps fall off.
  await dropSteps(trx, userId, { upToSeq: seq - MAX_STEPS })

  const rows = [...tx.changes.values()]
  const first = rows[0].after
  const label: StepLabel = {
    kind,
    title: first.title,
    count: new Set(rows.map((r) => ownerOf(r.after))).size,
    at: now,
  }
  await insertStep(
    trx,
    { id: newId('stp'), user_id: userId, seq, kind, title: label.title, count: label.count, state: 'done', created_at: now },
    rows.map((r) => ({ event_id: r.after.id, before: r.before, after: r.after })),
  )
  return label
}
