import type { DB } from '../../../db/database'
import { nowIso } from '../../../db/time'
import { pacer } from '../../../lib/pace'
import type { EventRow } from '../event-row'
import { insertEventRow, updateEventRow } from '../store/events.repository'
import { PlanTx } from '../store/plan-tx'

type Change = PlanTx['changes'] extends Map<string, infer C> ? C : never

/** Rows checked per rolled-back transaction: each holds SQLite's one connection for a moment only. */
const CHECK_CHUNK = 16

/**
 * A plan change worked out in memory: rows are read from the database one short query at a time
 * (no transaction), and every write is kept here instead, on top of what is read. The same code
 * that applies a change for real (applyOperation) runs on it, so what it shows is what applying
 * would do; but it never holds SQLite's one connection (or a PostgreSQL one) across the change:
 * another student's request, or `/api/health`, waits at most for one of its queries.
 */
export class DraftPlan extends PlanTx {
  constructor(db: DB, userId: string, now = nowIso()) {
    super(db, userId, now)
  }

  private live(row: EventRow): boolean {
    return row.user_id === this.userId && row.deleted_at === null
  }

  /** Rows the database returned, as the draft has them now, plus the draft's own rows `keep` takes. */
  private merged(read: EventRow[], keep: (row: EventRow) => boolean): EventRow[] {
    const rows = new Map(read.map((r) => [r.id, this.changes.get(r.id)?.after ?? r]))
    for (const [id, change] of this.changes) rows.set(id, change.after)
    return [...rows.values()].filter((r) => this.live(r) && keep(r))
  }

  override async find(id: string): Promise<EventRow | undefined> {
    const row = this.changes.get(id)?.after ?? (await super.find(id))
    return row && this.live(row) ? row : undefined
  }

  override async findOverride(seriesId: string, occurrence: string): Promise<EventRow | undefined> {
    const found = await super.findOverride(seriesId, occurrence)
    const at = new Date(occurrence).toISOString()
    return this.merged(found ? [found] : [], (r) => r.parent_id === seriesId && r.recurrence_id === at)[0]
  }

  override async overridesOf(seriesId: string): Promise<EventRow[]> {
    return this.merged(await super.overridesOf(seriesId), (r) => r.parent_id === seriesId)
  }

  /** Nothing is stored: `record` (in PlanTx) keeps the row. */
  protected override async write(): Promise<void> {}

  /**
   * Lets the database check the rows the draft would write (its types and keys: a title
   * PostgreSQL cannot store, a student deleted meanwhile), in short transactions rolled back.
   */
  async check(since?: ReadonlyMap<string, Change>): Promise<void> {
    // Only rows written after `since` (a snapshot of `changes`) when given.
    const rows = [...this.changes].filter(([id, change]) => since?.get(id) !== change).map(([, change]) => change)
    const pace = pacer()
    for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
      await pace()
      await rolledBack(this.trx, async (trx) => {
        for (const { before, after } of rows.slice(i, i + CHECK_CHUNK)) {
          const { id, user_id, ...fields } = after
          if (!before) await insertEventRow(trx, after)
          else await updateEventRow(trx, user_id, id, fields)
        }
      })
    }
  }
}

class RolledBack extends Error {}

async function rolledBack(db: DB, fn: (trx: DB) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await fn(trx)
      throw new RolledBack()
    })
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err
  }
}

/**
 * Runs `fn` exactly as a change would, on a draft of the plan, and lets the database check the
 * rows it would write: a preview that shows can be applied. Nothing is stored.
 */
export async function dryRun<T>(db: DB, userId: string, fn: (tx: PlanTx) => Promise<T>): Promise<T> {
  const draft = new DraftPlan(db, userId)
  const value = await fn(draft)
  await draft.check()
  return value
}
