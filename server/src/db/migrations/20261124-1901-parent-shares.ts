import type { Kysely } from 'kysely'

// Frozen once landed. The parent's week (issue 19): a student's shares (the link's secret stored
// only as its SHA-256 hash) and when each link was opened (time and a coarse device, no address).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parent_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** JSON array of the sections the student chose. */
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('parent_shares_user').on('parent_shares').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('parent_share_opens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('share_id', 'text', (c) => c.notNull().references('parent_shares.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('parent_share_opens_share').on('parent_share_opens').columns(['share_id', 'opened_at']).execute()
  await db.schema.createIndex('parent_share_opens_user').on('parent_share_opens').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parent_share_opens').execute()
  await db.schema.dropTable('parent_shares').execute()
}
