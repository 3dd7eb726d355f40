import { sql, type Kysely } from 'kysely'

// Frozen once landed. Reminders sent by the server (modules/reminders): one row per event
// occurrence and start time, so a restart or a second instance never sends one twice. And the
// moment a task was ticked off, so a streak counts only what was done on its own day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sent_reminders')
    .addColumn('reminder_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('fire_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text')
    .execute()
  await db.schema.createIndex('sent_reminders_user').on('sent_reminders').columns(['user_id', 'sent_at']).execute()
  // The sweep looks for events with a reminder starting soon.
  await db.schema.createIndex('study_events_reminder_start').on('study_events').columns(['reminder_min', 'start_at']).execute()
  await db.schema.alterTable('study_events').addColumn('done_at', 'text').execute()
  // Tasks ticked before this column existed: their last change is the best record of when.
  await sql`UPDATE study_events SET done_at = updated_at WHERE status = 'done'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('study_events').dropColumn('done_at').execute()
  await db.schema.dropIndex('study_events_reminder_start').execute()
  await db.schema.dropTable('sent_reminders').execute()
}
