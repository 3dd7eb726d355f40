import type { Kysely } from 'kysely'

// Frozen once landed. The zone the student's app last said it is in (X-Time-Zone), so a request
// without the header still reads "tomorrow" in the student's day, not the server's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute()
}
