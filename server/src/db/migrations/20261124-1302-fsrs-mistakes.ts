import { sql, type Kysely } from 'kysely'

const DAY_MS = 86_400_000
/** FSRS's middle difficulty (1 easiest … 10 hardest): nothing was known about each item before. */
const CARRIED_DIFFICULTY = 5

// Frozen once landed. Re-tests move from three fixed stages (1, 3, 7 days, then retired) to FSRS
// (modules/today-tasks/fsrs.ts): each mistake keeps its own memory state. Existing stages carry
// over as the stability their interval stood for; retired ("mastered") mistakes come back, three
// weeks after they were mastered, with the gaps growing from there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mistakes')
    .addColumn('fsrs_state', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('mistakes').addColumn('fsrs_stability', 'double precision').execute()
  await db.schema.alterTable('mistakes').addColumn('fsrs_difficulty', 'double precision').execute()
  await db.schema.alterTable('mistakes').addColumn('fsrs_reps', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('mistakes').addColumn('fsrs_lapses', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('mistakes').addColumn('fsrs_scheduled_days', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // Stage 1 was due 3 days after a solve, stage 2 seven: that interval is the stability it had.
  for (const [stage, days] of [[1, 3], [2, 7]]) {
    await sql`UPDATE mistakes SET fsrs_state = 2, fsrs_stability = ${days}, fsrs_difficulty = ${CARRIED_DIFFICULTY},
      fsrs_reps = ${stage}, fsrs_scheduled_days = ${days} WHERE stage = ${stage} AND mastered_at IS NULL`.execute(db)
  }
  const mastered = await sql<{ id: string; mastered_at: string }>`SELECT id, mastered_at FROM mistakes WHERE mastered_at IS NOT NULL`.execute(db)
  for (const m of mastered.rows) {
    const due = new Date(Date.parse(m.mastered_at) + 21 * DAY_MS).toISOString()
    await sql`UPDATE mistakes SET fsrs_state = 2, fsrs_stability = 21, fsrs_difficulty = ${CARRIED_DIFFICULTY}, fsrs_reps = 3,
      fsrs_scheduled_days = 21, stage = 3, next_retest_at = ${due}, mastered_at = NULL WHERE id = ${m.id}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['fsrs_scheduled_days', 'fsrs_lapses', 'fsrs_reps', 'fsrs_difficulty', 'fsrs_stability', 'fsrs_state']) {
    await db.schema.alterTable('mistakes').dropColumn(column).execute()
  }
}
