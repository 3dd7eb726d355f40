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
 * The subscriptions whose link still exists (a revoked one is deleted with them), with their
 * share. `shareId` narrows to one share (the operator's "send now"). Whether the student's account
 * is still there is the user module's to say (delivery.service checks it).
 */
export function subscriptionsWithShare(db: DB, shareId?: string): Promise<DeliverableRow[]> {
  let q = db
    .selectFrom('parent_digest_subscriptions as s')
    .innerJoin('parent_shares as p', 'p.id', 's.share_id')
    .selectAll('s')
    .select(['p.sections', 'p.display_name'])
  if (shareId) q = q.where('s.share_id', '=', shareId)
  return q.orderBy('s.user_id').orderBy('s.id').execute()
}

/** Tries of one week's send: a failed one (WeChat busy) is tried again by later runs up to this. */
export const SEND_ATTEMPTS = 3

/** The subscriptions among these with nothing left to do for `week`: sent, being sent, skipped, or out of tries. */
export async function sentWeeks(db: DB, week: string, subscriptionIds: string[]): Promise<Set<string>> {
  if (subscriptionIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('parent_digest_sends')
    .select('subscription_id')
    .where('week', '=', week)
    .where('subscription_id', 'in', subscriptionIds)
    .where((eb) => eb.or([eb('outcome', '!=', 'failed'), eb('attempts', '>=', SEND_ATTEMPTS)]))
    .execute()
  return new Set(rows.map((r) => r.subscription_id))
}

/**
 * Claims one week's send of one subscription, answering the send's id: the first claim inserts
 * the unique (subscription, week) row; a later one takes a failed row back while tries are left.
 * Null when another instance or an earlier run has it (sent, being sent, or out of tries).
 */
export async function claimSend(db: Executor, row: { id: string; subscription_id: string; user_id: string; week: string; sent_at: string }): Promise<string | null> {
  const inserted = await db
    .insertInto('parent_digest_sends')
    .values({ ...row, outcome: 'pending', attempts: 1 })
    .onConflict((oc) => oc.columns(['subscription_id', 'week']).doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return row.id
  const retried = await db
    .updateTable('parent_digest_sends')
    .set((eb) => ({ outcome: 'pending', attempts: eb('attempts', '+', 1), sent_at: row.sent_at }))
    .where('subscription_id', '=', row.subscription_id)
    .where('week', '=', row.week)
    .where('outcome', '=', 'failed')
    .where('attempts', '<', SEND_ATTEMPTS)
    .executeTakeFirst()
  if (Number(retried.numUpdatedRows) === 0) return null
  const taken = await db.selectFrom('parent_digest_sends').select('id').where('subscription_id', '=', row.subscription_id).where('week', '=', row.week).executeTakeFirst()
  return taken?.id ?? null
}

export async function setSendOutcome(db: DB, id: string, outcome: string): Promise<void> {
  await db.updateTable('parent_digest_sends').set({ outcome }).where('id', '=', id).execute()
}

/** The CLI's view of a share: its owner, and how many parents are subscribed. */
export function shareById(db: DB, shareId: string) {
  return db.selectFrom('parent_shares').select(['id', 'user_id', 'display_name', 'created_at']).where('id', '=', shareId).executeTakeFirst()
}
