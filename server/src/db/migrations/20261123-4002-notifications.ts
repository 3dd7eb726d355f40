import type { Kysely } from 'kysely'

// Frozen once landed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('template', 'text')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dedupe_key', 'text')
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute()
  // NULL dedupe keys never collide (both dialects treat NULLs as distinct in unique indexes).
  await db.schema.createIndex('notifications_user_dedupe').on('notifications').columns(['user_id', 'dedupe_key']).unique().execute()
  await db.schema
    .createIndex('notifications_user_list')
    .on('notifications')
    .columns(['user_id', 'unread', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute()
}
