import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema'
import type { OrdersTable } from './order.tables'

type Db = Kysely<Database>

export type OrderRow = Selectable<OrdersTable>
export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'closed' | 'refunding' | 'refunded'

export async function insertOrder(db: Db, row: OrderRow): Promise<void> {
  await db.insertInto('orders').values(row).execute()
}

/** The student's own order, or undefined: another student's order is never found. */
export async function findUserOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst()
}

export async function findOrderByTradeNo(db: Db, outTradeNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst()
}

/** An order by its id or its trade number (what an operator may paste). */
export async function findOrderByRef(db: Db, ref: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', ref), eb('out_trade_no', '=', ref)]))
    .executeTakeFirst()
}

export async function getOrder(db: Db, orderId: string): Promise<OrderRow> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
}

/** Records that a refund request reached the provider (only while the order is still refunding). */
export async function markRefundSubmitted(db: Db, orderId: string, nowIso: string): Promise<void> {
  await db.updateTable('orders').set({ refund_submitted_at: nowIso }).where('id', '=', orderId).where('status', '=', 'refunding').execute()
}

/** Marks a paid order that could not be fulfilled (e.g. the account was deleted in between). */
export async function markAnomaly(db: Db, orderId: string, anomaly: string): Promise<void> {
  await db.updateTable('orders').set({ anomaly }).where('id', '=', orderId).execute()
}

export async function findOrderByRefundNo(db: Db, refundNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('refund_no', '=', refundNo).executeTakeFirst()
}

/** A pending order of the same plan and channel that still has `minLeftMs` to be paid. */
export async function findReusableOrder(
  db: Db,
  q: { userId: string; planId: string; channel: string; amountFen: number; provider: string; payableUntil: string },
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', q.userId)
    .where('status', '=', 'pending')
    .where('plan_id', '=', q.planId)
    .where('channel', '=', q.channel)
    .where('amount_fen', '=', q.amountFen)
    .where('provider', '=', q.provider)
    .where('expires_at', '>', q.payableUntil)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

export const encodeOrderCursor = (row: Pick<OrderRow, 'created_at' | 'id'>): string =>
  Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url')

export function decodeOrderCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id }
  } catch {
    // fall through
  }
  return null
}

/** Newest first, keyset-paginated, the student's own orders only. */
export async function listUserOrders(db: Db, userId: string, after: { createdAt: string; id: string } | null, limit: number) {
  let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId)
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    )
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute()
  const more = rows.length > limit
  const items = more ? rows.slice(0, limit) : rows
  return { items, nextCursor: more ? encodeOrderCursor(items[items.length - 1]) : null }
}

/**
 * Moves an order from one of `from` to `to` with the given fields, only if it is still in one of
 * `from`. Returns whether this call made the move: the one guard against double processing.
 */
export async function transition(
  db: Db,
  orderId: string,
  from: OrderStatus[],
  to: OrderStatus,
  fields: Partial<Omit<OrderRow, 'id' | 'status'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...fields, status: to, updated_at: fields.updated_at ?? new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Claims an order for one look at the provider: only the instance whose update lands goes on,
 * so several servers sweeping together ask the provider once.
 */
export async function claimCheck(db: Db, order: Pick<OrderRow, 'id' | 'checked_at'>, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ checked_at: nowIso })
    .where('id', '=', order.id)
    .where('checked_at', order.checked_at === null ? 'is' : '=', order.checked_at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Orders in `status` not looked at since `checkedBefore` (and, for pending ones, made before `createdBefore`). */
export async function ordersToCheck(
  db: Db,
  q: { status: OrderStatus; checkedBefore: string; createdBefore: string; limit: number },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', q.status)
    .where('created_at', '<', q.createdBefore)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', q.checkedBefore)]))
    .orderBy('expires_at')
    .limit(q.limit)
    .execute()
}

/** What an order buys (the plan's id, days and questions), by its trade number. */
export async function findOrderPlan(db: Db, outTradeNo: string) {
  return db.selectFrom('orders').select(['plan_id', 'plan_days', 'plan_questions']).where('out_trade_no', '=', outTradeNo).executeTakeFirst()
}

/** The operator's list: newest first, optionally one student's or one status. */
export async function listOrders(db: Db, q: { userId?: string; status?: string; limit: number }): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit)
  if (q.userId) query = query.where('user_id', '=', q.userId)
  if (q.status) query = query.where('status', '=', q.status)
  return query.execute()
}
