import type { Kysely } from 'kysely'

// Frozen once landed. A student's review of an exam they sat (issue 13): how it went and the
// topics that were hard, one per exam occurrence. The tactics of the course's next exam read
// the latest one, so it is indexed by course and the exam's end.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('occurrence_start', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer')
    .addColumn('exam_end_at', 'text', (c) => c.notNull())
    .addColumn('went', 'text', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('exam_reviews_occurrence', ['user_id', 'event_id', 'occurrence_start'])
    .execute()
  await db.schema.createIndex('exam_reviews_course').on('exam_reviews').columns(['user_id', 'course_id', 'exam_end_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_reviews').execute()
}
