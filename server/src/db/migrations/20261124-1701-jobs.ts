import type { Kysely } from 'kysely'

// Frozen once landed. Periodic jobs shared by every server instance (server/src/jobs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_status', 'text')
    .addColumn('run_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute()
  await db.schema.createIndex('job_runs_name_started').on('job_runs').columns(['name', 'started_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute()
  await db.schema.dropTable('scheduled_jobs').execute()
}
