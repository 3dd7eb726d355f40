import type { Kysely } from 'kysely'

// Frozen once landed. Each answer a student types into a re-test, as the tutor's checker judged
// it: the server counts the tries of the day's re-test from here (so the grade does not trust the
// app's count) and the history shows what was answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retest_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('mistake_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('retest_attempts_mistake').on('retest_attempts').columns(['mistake_id', 'stage']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retest_attempts').execute()
}
