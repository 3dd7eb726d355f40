import type { Selectable } from 'kysely'
import type { DB, Executor } from '../../db/database'
import { toCount } from '../../db/time'
import { deleteDeliveryOfShare } from './delivery/delivery.repository'
import type { ParentShareOpensTable, ParentSharesTable } from './parent-digest.tables'

export type ShareRow = Selectable<ParentSharesTable>
export type OpenRow = Selectable<ParentShareOpensTable>

export async function insertShare(db: Executor, row: ShareRow): Promise<void> {
  await db.insertInto('parent_shares').values(row).execute()
}

export async function countShares(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('parent_shares').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirst()
  return toCount(row?.n)
}

export function listShares(db: DB, userId: string): Promise<ShareRow[]> {
  return db.selectFrom('parent_shares').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
}

export function findShareByHash(db: DB, tokenHash: string): Promise<ShareRow | undefined> {
  return db.selectFrom('parent_shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Removes one of the student's shares, its opens and its parents' subscriptions; false when there is none of theirs. */
export async function deleteShare(db: DB, userId: string, shareId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const mine = await trx.selectFrom('parent_shares').select('id').where('id', '=', shareId).where('user_id', '=', userId).executeTakeFirst()
    if (!mine) return false
    await deleteDeliveryOfShare(trx, shareId)
    await trx.deleteFrom('parent_share_opens').where('share_id', '=', shareId).where('user_id', '=', userId).execute()
    const res = await trx.deleteFrom('parent_shares').where('id', '=', shareId).where('user_id', '=', userId).executeTakeFirst()
    return Number(res.numDeletedRows) > 0
  })
}

/** Whether this device opened this share since `sinceIso` (a reload or a language switch is not a new visit). */
export async function openedSince(db: DB, shareId: string, device: string, sinceIso: string): Promise<boolean> {
  const row = await db.selectFrom('parent_share_opens').select('id').where('share_id', '=', shareId).where('device', '=', device).where('opened_at', '>=', sinceIso).executeTakeFirst()
  return !!row
}

export async function insertOpen(db: DB, row: OpenRow): Promise<void> {
  await db.insertInto('parent_share_opens').values(row).execute()
}

/** The opens of these shares, newest first, at most `perShare` each, and how many in all. */
export async function opensOf(db: DB, shareIds: string[], perShare: number): Promise<Map<string, { count: number; latest: OpenRow[] }>> {
  const out = new Map<string, { count: number; latest: OpenRow[] }>(shareIds.map((id) => [id, { count: 0, latest: [] }]))
  if (shareIds.length === 0) return out
  const rows = await db.selectFrom('parent_share_opens').selectAll().where('share_id', 'in', shareIds).orderBy('opened_at', 'desc').orderBy('id', 'desc').execute()
  for (const row of rows) {
    const entry = out.get(row.share_id)!
    entry.count++
    if (entry.latest.length < perShare) entry.latest.push(row)
  }
  return out
}

/** Keeps the newest `keep` opens of a share (a link opened daily for years stays small). */
export async function pruneOpens(db: DB, shareId: string, keep: number): Promise<void> {
  const old = await db.selectFrom('parent_share_opens').select('id').where('share_id', '=', shareId).orderBy('opened_at', 'desc').orderBy('id', 'desc').offset(keep).limit(1000).execute()
  if (old.length > 0) await db.deleteFrom('parent_share_opens').where('id', 'in', old.map((r) => r.id)).execute()
}
