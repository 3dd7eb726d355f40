import type { Kysely } from 'kysely'

// Frozen once landed. The parent's week, delivery (issue 19): the parents who asked for the
// digest every week (their WeChat openid, needed to send, never answered by any API), and each
// week's send, so two instances or a restart never send the same week twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parent_digest_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('share_id', 'text', (c) => c.notNull().references('parent_shares.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('parent_digest_subscriptions_parent', ['share_id', 'channel', 'openid'])
    .execute()
  await db.schema.createIndex('parent_digest_subscriptions_user').on('parent_digest_subscriptions').column('user_id').execute()

  await db.schema
    .createTable('parent_digest_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('parent_digest_subscriptions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('parent_digest_sends_week', ['subscription_id', 'week'])
    .execute()
  await db.schema.createIndex('parent_digest_sends_user').on('parent_digest_sends').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parent_digest_sends').execute()
  await db.schema.dropTable('parent_digest_subscriptions').execute()
}
