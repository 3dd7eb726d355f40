import type { PlanOperation } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { pacer } from '../../../lib/pace'
import { applyOperation, type ApplyContext } from './apply-operation'
import { DraftPlan } from '../preview/draft-plan'

/**
 * The plan as the changes planned so far would leave it: one draft (draft-plan.ts), built at the
 * first change and kept for the whole instruction. Each new change is tried on top of it, and a
 * refused change leaves no trace: checking n changes costs n applications, not 1 + 2 + … + n dry
 * runs. Nothing is held between changes (no transaction, no connection), so another student's
 * request or `/api/health` never waits behind the model's tool calls.
 */
export class ScratchPlan {
  private draft: DraftPlan | null = null
  // The model's calls run one after another with no I/O between them on SQLite: without a turn
  // given to the event loop now and then, 40 of them would run as one block.
  private readonly pace = pacer()

  constructor(
    private readonly db: DB,
    private readonly userId: string,
    private readonly ctx: ApplyContext,
  ) {}

  /** The scratch plan (built with `accepted` applied), to read a row the next change addresses. */
  async open(accepted: readonly PlanOperation[]): Promise<DraftPlan> {
    if (this.draft) return this.draft
    const draft = new DraftPlan(this.db, this.userId)
    for (const op of accepted) {
      await this.pace()
      await applyOperation(draft, op, this.ctx)
    }
    this.draft = draft
    return draft
  }

  /** Applies `op` on top; throws what applying it for real would throw, and then changes nothing. */
  async attempt(op: PlanOperation, accepted: readonly PlanOperation[]): Promise<void> {
    await this.pace()
    const draft = await this.open(accepted)
    const before = new Map(draft.changes)
    try {
      await applyOperation(draft, op, this.ctx)
      await draft.check(before)
    } catch (err) {
      draft.changes.clear()
      for (const [id, change] of before) draft.changes.set(id, change)
      throw err
    }
  }
}
