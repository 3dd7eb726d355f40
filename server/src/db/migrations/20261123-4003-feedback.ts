import type { Kysely } from 'kysely'

// Frozen once landed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app_version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feedback_created').on('feedback').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('feedback_user_created').on('feedback').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('feedback_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('feedback_id', 'text', (c) => c.references('feedback.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feedback_images_user_created').on('feedback_images').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('feedback_images_feedback').on('feedback_images').column('feedback_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_images').execute()
  await db.schema.dropTable('feedback').execute()
}
