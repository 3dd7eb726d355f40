import type { Kysely } from 'kysely'

// Frozen once landed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mistakes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text')
    .addColumn('course_id', 'integer')
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_retest_at', 'text', (c) => c.notNull())
    .addColumn('last_retest_at', 'text')
    .addColumn('mastered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('mistakes_user_due').on('mistakes').columns(['user_id', 'next_retest_at']).execute()
  await db.schema.createIndex('mistakes_user_message').on('mistakes').columns(['user_id', 'message_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mistakes').execute()
}
