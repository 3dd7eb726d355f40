import type { Selectable } from 'kysely'
import type { DB, Executor } from '../../../db/database'
import type { ParentDigestSubscriptionsTable } from '../parent-digest.tables'

export type SubscriptionRow = Selectable<ParentDigestSubscriptionsTable>

/** A subscription with what sending it needs from its share. */
export interface DeliverableRow extends SubscriptionRow {
  sections: string
  display_name: string
}

/** Adds the parent, or refreshes their language when they asked already (one row per parent and link). */
export async function upsertSubscription(db: Executor, row: SubscriptionRow): Promise<void> {
  await db
    .insertInto('parent_digest_subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['share_id', 'channel', 'openid']).doUpdateSet({ lang: row.lang, updated_at: row.updated_at }))
    .execute()
}

export function findSubscription(db: DB, shareId: string, channel: string, openid: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('parent_digest_subscriptions').selectAll().where('share_id', '=', shareId).where('channel', '=', channel).where('openid', '=', openid).executeTakeFirst()
}

/** Ends one parent's subscription and forgets its sends; false when there was none. */
export async function deleteSubscription(db: DB, shareId: string, channel: string, openid: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('parent_digest_subscriptions').select('id').where('share_id', '=', shareId).where('channel', '=', channel).where('openid', '=', openid).executeTakeFirst()
    if (!row) return false
    await trx.deleteFrom('parent_digest_sends').where('subscription_id', '=', row.id).execute()
    await trx.deleteFrom('parent_digest_subscriptions').where('id', '=', row.id).execute()
    return true
  })
}

/** Everything delivery stored for a share: called in the transaction that revokes it. */
export async function deleteDeliveryOfShare(trx: Executor, shareId: string): Promise<void> {
  const ids = trx.selectFrom('parent_digest_subscriptions').select('id').where('share_id', '=', shareId)
  await trx.deleteFrom('parent_digest_sends').where('subscription_id', 'in', ids).execute()
  await trx.deleteFrom('parent_digest_subscriptions').where('share_id', '=', shareId).execute()
}

/** How many parents subscribed to each share, and since when the first did. */
export async function subscribersOf(db: DB, shareIds: string[]): Promise<Map<string, { count: number; since: string | null }>> {
  const out = new Map<string, { count: number; since: string | null }>(shareIds.map((id) => [id, { count: 0, since: null }]))
  if (shareIds.length === 0) return out
  const rows = await db.selectFrom('parent_digest_subscriptions').select(['share_id', 'created_at']).where('share_id', 'in', shareIds).execute()
  for (const row of rows) {
    const entry = out.get(row.share_id)!
    entry.count++
    if (!entry.since || row.created_at < entry.since) entry.since = row.created_at
  }
  return out
}

/**
 * The subscriptions whose link still works: the share exists (a revoked one is deleted) and its
 * student's account is not deleted. `shareId` narrows to one share (the operator's "send now").
 */
export function deliverable(db: DB, shareId?: string): Promise<DeliverableRow[]> {
  let q = db
    .selectFrom('parent_digest_subscriptions as s')
    .innerJoin('parent_shares as p', 'p.id', 's.share_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['p.sections', 'p.display_name'])
    .where('u.deleted_at', 'is', null)
  if (shareId) q = q.where('s.share_id', '=', shareId)
  return q.orderBy('s.user_id').orderBy('s.id').execute()
}

/** The weeks already sent (or being sent) among these subscriptions. */
export async function sentWeeks(db: DB, week: string, subscriptionIds: string[]): Promise<Set<string>> {
  if (subscriptionIds.length === 0) return new Set()
  const rows = await db.selectFrom('parent_digest_sends').select('subscription_id').where('week', '=', week).where('subscription_id', 'in', subscriptionIds).execute()
  return new Set(rows.map((r) => r.subscription_id))
}

/**
 * Claims one week's send of one subscription: false when it was claimed already (by another
 * instance, or by a run before a restart). The unique (subscription, week) key decides.
 */
export async function claimSend(db: Executor, row: { id: string; subscription_id: string; user_id: string; week: string; sent_at: string }): Promise<boolean> {
  const res = await db
    .insertInto('parent_digest_sends')
    .values({ ...row, outcome: 'pending' })
    .onConflict((oc) => oc.columns(['subscription_id', 'week']).doNothing())
    .executeTakeFirst()
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0
}

export async function setSendOutcome(db: DB, id: string, outcome: string): Promise<void> {
  await db.updateTable('parent_digest_sends').set({ outcome }).where('id', '=', id).execute()
}

/** The CLI's view of a share: its owner, and how many parents are subscribed. */
export function shareById(db: DB, shareId: string) {
  return db.selectFrom('parent_shares').select(['id', 'user_id', 'display_name', 'created_at']).where('id', '=', shareId).executeTakeFirst()
}
