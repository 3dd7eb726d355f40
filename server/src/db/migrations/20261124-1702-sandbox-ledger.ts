import type { Kysely } from 'kysely'

// Frozen once landed. The sandbox payment provider's books, shared by every server instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('openid', 'text')
    .addColumn('trade_state', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('paid_fen', 'integer')
    .addColumn('success_time', 'text')
    .addColumn('notification_id', 'text')
    .execute()
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('out_refund_no', 'text', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('refund_fen', 'integer', (c) => c.notNull())
    .addColumn('total_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('success_time', 'text')
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sandbox_refunds_trade').on('sandbox_refunds').column('out_trade_no').execute()
  await db.schema
    .createTable('sandbox_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('public_key_pem', 'text', (c) => c.notNull())
    .addColumn('api_v3_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_keys').execute()
  await db.schema.dropTable('sandbox_refunds').execute()
  await db.schema.dropTable('sandbox_payments').execute()
}
