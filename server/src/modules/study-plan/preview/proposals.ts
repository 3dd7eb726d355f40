import { TypeCompiler } from '@sinclair/typebox/compiler'
import { Proposal, type ApplyProposalResult, type EventSource, type PlanOperation, type StepKind } from '@contract/study-plan'
import type { DB } from '../../../db/database'
import { newId } from '../../../db/ids'
import { addMs, nowIso } from '../../../db/time'
import { AppError } from '../../../errors'
import { pacer } from '../../../lib/pace'
import { applyOperation } from '../apply/apply-operation'
import { withPlanStep } from '../store/plan-tx'
import type { PlanWindow } from '../time/plan-window'
import { previewOperations } from './preview'
import { undoStatus } from '../store/undo'
import { findProposal, insertProposal, proposalAppliedAt, takeProposal } from './proposals.repository'

/** A preview stays valid this long; after that the student asks again. */
export const PROPOSAL_TTL_MS = 30 * 60_000
/**
 * The most changes one preview holds (a busy week of deletions, a weekly base plan). Beyond it
 * the student is asked to narrow the request: nobody checks 500 lines before tapping "confirm".
 */
export const MAX_PREVIEW_OPERATIONS = 60

export type ProposalKind = Extract<StepKind, 'instruction' | 'preset' | 'exam_blocks'>

export interface ProposalInput {
  kind: ProposalKind
  source: EventSource
  operations: PlanOperation[]
  zone: string
  window: PlanWindow
}

// Compiled once: checking a 60-change preview with its clashes by walking the schema each time
// (Value.Check) held the event loop for several milliseconds per instruction.
let proposalCheck: ReturnType<typeof TypeCompiler.Compile<typeof Proposal>> | undefined

const contextOf = (source: EventSource, zone: string, window: PlanWindow) => ({ source, zone, byAssistant: source === 'assistant', window })

/**
 * Checks and previews the operations, and keeps them until the student confirms. The answer is
 * checked against the contract before the row is written: nothing is stored that cannot be sent.
 */
export async function createProposal(db: DB, userId: string, input: ProposalInput): Promise<Proposal> {
  if (input.operations.length > MAX_PREVIEW_OPERATIONS) throw new AppError('PLAN_TOO_MANY_CHANGES', { max: MAX_PREVIEW_OPERATIONS })
  const preview = await previewOperations(db, userId, input.operations, contextOf(input.source, input.zone, input.window))
  const now = nowIso()
  const id = newId('prp')
  const expires = addMs(now, PROPOSAL_TTL_MS)
  const proposal: Proposal = { id, operations: input.operations, preview, expires_at: expires }
  proposalCheck ??= TypeCompiler.Compile(Proposal)
  if (!proposalCheck.Check(proposal)) {
    const first = proposalCheck.Errors(proposal).First()
    throw new Error(`preview cannot be sent (${first?.path}: ${first?.message}); nothing was stored`)
  }
  await insertProposal(db, {
    id,
    user_id: userId,
    kind: input.kind,
    source: input.source,
    operations: JSON.stringify(input.operations),
    time_zone: input.zone,
    created_at: now,
    expires_at: expires,
    applied_at: null,
  })
  return proposal
}

export interface AppliedProposal extends ApplyProposalResult {
  /** Who wrote the change (the assistant's events are marked unread in the plan). */
  source: EventSource
}

/**
 * Applies a confirmed preview as one undoable step. Applying twice (a double tap, a retry on a
 * slow network) answers 403018, which the app ignores; an event changed meanwhile answers 409.
 */
export async function applyProposal(db: DB, userId: string, proposalId: string, window: PlanWindow): Promise<AppliedProposal> {
  const found = await findProposal(db, userId, proposalId)
  if (!found) throw new AppError('PROPOSAL_NOT_FOUND')
  const { step, status } = await withPlanStep(db, userId, found.kind as ProposalKind, async (tx) => {
    if (!(await takeProposal(tx.trx, userId, proposalId, tx.now))) {
      // Re-read under the lock: a request that raced this one may have applied it a moment ago.
      const appliedAt = await proposalAppliedAt(tx.trx, proposalId)
      throw new AppError(appliedAt ? 'DUPLICATE_SUBMISSION' : 'PROPOSAL_NOT_FOUND')
    }
    const ctx = contextOf(found.source as EventSource, found.time_zone, window)
    const pace = pacer()
    for (const op of JSON.parse(found.operations) as PlanOperation[]) {
      await pace()
      try {
        await applyOperation(tx, op, ctx)
      } catch (err) {
        if (err instanceof AppError && err.key === 'EVENT_NOT_FOUND') throw new AppError('PLAN_CHANGED')
        throw err
      }
    }
  })
  return { step, status: status ?? (await undoStatus(db, userId)), source: found.source as EventSource }
}
