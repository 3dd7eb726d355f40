import type { Kysely } from 'kysely'

// Frozen once landed. The undo stack, previews waiting for confirmation, focus sessions, the
// re-test log and cached exam tactics. Only text/integer columns; instants are ISO UTC text.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per student: taking it (upsert) at the start of every plan change serialises the
  // student's changes, so steps get gap-free sequence numbers on both dialects.
  await db.schema
    .createTable('plan_state')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('plan_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('plan_steps_user_seq').on('plan_steps').columns(['user_id', 'seq']).unique().execute()

  await db.schema
    .createTable('plan_step_rows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('step_id', 'text', (c) => c.notNull().references('plan_steps.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('before_row', 'text')
    .addColumn('after_row', 'text')
    .execute()
  await db.schema.createIndex('plan_step_rows_step').on('plan_step_rows').columns(['step_id', 'ord']).execute()

  await db.schema
    .createTable('plan_proposals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('operations', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute()
  await db.schema.createIndex('plan_proposals_user_created').on('plan_proposals').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createIndex('study_events_user_parent')
    .on('study_events')
    .columns(['user_id', 'parent_id', 'recurrence_id'])
    .execute()

  await db.schema
    .createTable('focus_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('occurrence_start', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('focus_sessions_user_client').on('focus_sessions').columns(['user_id', 'client_id']).unique().execute()
  await db.schema.createIndex('focus_sessions_user_date').on('focus_sessions').columns(['user_id', 'local_date']).execute()

  await db.schema
    .createTable('mistake_retests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mistake_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('mistake_retests_user_date').on('mistake_retests').columns(['user_id', 'local_date']).execute()

  await db.schema
    .createTable('exam_tactics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('occurrence_start', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('exam_tactics_user_event')
    .on('exam_tactics')
    .columns(['user_id', 'event_id', 'occurrence_start', 'lang'])
    .unique()
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_tactics').execute()
  await db.schema.dropTable('mistake_retests').execute()
  await db.schema.dropTable('focus_sessions').execute()
  await db.schema.dropIndex('study_events_user_parent').execute()
  await db.schema.dropTable('plan_proposals').execute()
  await db.schema.dropTable('plan_step_rows').execute()
  await db.schema.dropTable('plan_steps').execute()
  await db.schema.dropTable('plan_state').execute()
}
