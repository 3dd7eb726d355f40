import { sql, type ControlledTransaction } from 'kysely'
import type { PlanOperation } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import type { Database } from '../../db/schema'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { pacer } from '../../lib/pace'
import { applyOperation, type ApplyContext } from './apply-operation'
import { PlanTx } from './plan-tx'

/**
 * The plan as the changes planned so far would leave it, in one transaction that is never
 * committed. Each new change is tried on top of it (inside a savepoint, so a refused change
 * leaves no trace): checking n changes costs n applications, not 1 + 2 + … + n dry runs.
 * It is opened lazily and must be closed before anything reads the real plan or waits for the
 * model: on SQLite an open transaction holds the only connection. So that no other request
 * (another student, `/api/health`) waits behind it for long, it is also let go once it has been
 * held for HOLD_MS and rebuilt at the next change (the accepted changes re-applied: at most a
 * preview's worth, bounded by MAX_PREVIEW_OPERATIONS).
 */
/** The longest the scratch transaction is held before other requests get the connection. */
const HOLD_MS = 20

export class ScratchPlan {
  private trx: ControlledTransaction<Database> | null = null
  private tx: PlanTx | null = null
  private openedAt = 0

  constructor(
    private readonly db: DB,
    private readonly userId: string,
    private readonly ctx: ApplyContext,
  ) {}

  /** The scratch plan (opened with `accepted` applied), to read a row the next change addresses. */
  async open(accepted: readonly PlanOperation[]): Promise<PlanTx> {
    if (this.tx) return this.tx
    this.trx = await this.db.startTransaction().execute()
    this.tx = new PlanTx(this.trx, this.userId, nowIso())
    this.openedAt = performance.now()
    try {
      const pace = pacer()
      for (const op of accepted) {
        await pace()
        await applyOperation(this.tx, op, this.ctx)
      }
      return this.tx
    } catch (err) {
      await this.close()
      throw err
    }
  }

  /** Applies `op` on top; throws what applying it for real would throw, and then changes nothing. */
  async attempt(op: PlanOperation, accepted: readonly PlanOperation[]): Promise<void> {
    const tx = await this.open(accepted)
    const before = new Map(tx.changes)
    await sql`savepoint plan_op`.execute(tx.trx)
    try {
      await applyOperation(tx, op, this.ctx)
    } catch (err) {
      await sql`rollback to savepoint plan_op`.execute(tx.trx)
      tx.changes.clear()
      for (const [id, change] of before) tx.changes.set(id, change)
      throw err
    } finally {
      await sql`release savepoint plan_op`.execute(tx.trx)
      if (performance.now() - this.openedAt > HOLD_MS) await this.letGo()
    }
  }

  /** Closes the scratch plan and gives waiting requests their turn; the next change rebuilds it. */
  private async letGo(): Promise<void> {
    await this.close()
    await nextTurn()
  }

  async close(): Promise<void> {
    const trx = this.trx
    this.trx = null
    this.tx = null
    if (trx) await trx.rollback().execute()
  }
}
