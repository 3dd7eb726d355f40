import type { Insertable, Selectable } from 'kysely'
import type { DB, Executor } from '../../../db/database'
import type { PlanProposalsTable } from '../study-plan.tables'

/** Previews kept until the student confirms them (plan_proposals). */

export type ProposalRow = Selectable<PlanProposalsTable>

export async function insertProposal(db: Executor, row: Insertable<PlanProposalsTable>): Promise<void> {
  await db.insertInto('plan_proposals').values(row).execute()
}

/** The student's own preview, applied or not. */
export async function findProposal(db: Executor, userId: string, proposalId: string): Promise<ProposalRow | undefined> {
  return db.selectFrom('plan_proposals').selectAll().where('id', '=', proposalId).where('user_id', '=', userId).executeTakeFirst()
}

/** Marks the preview applied at `now` if it was neither applied nor expired: false otherwise. */
export async function takeProposal(trx: Executor, userId: string, proposalId: string, now: string): Promise<boolean> {
  const taken = await trx
    .updateTable('plan_proposals')
    .set({ applied_at: now })
    .where('id', '=', proposalId)
    .where('user_id', '=', userId)
    .where('applied_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) > 0
}

/** When the preview was applied (null: not applied; undefined: no such preview). */
export async function proposalAppliedAt(trx: Executor, proposalId: string): Promise<string | null | undefined> {
  const row = await trx.selectFrom('plan_proposals').select('applied_at').where('id', '=', proposalId).executeTakeFirst()
  return row?.applied_at
}

/** Deletes everybody's previews that expired before `now`; how many. */
export async function deleteExpiredProposals(db: DB, now: string): Promise<number> {
  const result = await db.deleteFrom('plan_proposals').where('expires_at', '<', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
