import type { Kysely } from 'kysely'

// Frozen once landed. Orders: money in integer fen, instants as ISO text (see order.tables.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('plan_days', 'integer', (c) => c.notNull())
    .addColumn('plan_questions', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CNY'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('paid_fen', 'integer')
    .addColumn('fulfilled_at', 'text')
    .addColumn('vip_from', 'text')
    .addColumn('vip_until', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('refund_no', 'text', (c) => c.unique())
    .addColumn('refund_requested_at', 'text')
    .addColumn('refund_submitted_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_reason', 'text')
    .addColumn('anomaly', 'text')
    .execute()
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at', 'id']).execute()
  // The sweep's question: which orders are still waiting, oldest deadline first.
  await db.schema.createIndex('orders_status_expires').on('orders').columns(['status', 'expires_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orders').execute()
}
