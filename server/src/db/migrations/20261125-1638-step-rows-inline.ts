import type { Kysely } from 'kysely'

// Frozen once landed. The rows a plan step changed move into the step itself (issue 16): a
// `changed_rows` column on plan_steps, a JSON array in the order they changed, each
// { event_id, before, after } with the study_events row as it was and as it became (null: absent
// or deleted). Every plan change wrote its rows into plan_step_rows and its two indexes, and
// trimming the undo stack deleted from all three again: about 5.4 of the 16 pages a create wrote
// into SQLite's WAL. Undo reads a step's rows with the step, which it reads anyway. The rows are
// moved 500 steps at a time, in order; going down puts them back.

const PAGE = 500

interface OldRow {
  id: string
  step_id: string
  user_id: string
  ord: number
  event_id: string
  before_row: string | null
  after_row: string | null
}

interface Inline {
  event_id: string
  before: unknown
  after: unknown
}

type StepsDb = Kysely<{ plan_steps: { id: string; user_id: string; changed_rows: string }; plan_step_rows: OldRow }>

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text))
const text = (row: unknown): string | null => (row === null ? null : JSON.stringify(row))

/** Each step's ids, PAGE at a time (a large database is not read into memory at once). */
async function forSteps(db: StepsDb, each: (steps: { id: string; user_id: string; changed_rows: string }[]) => Promise<void>) {
  let after = ''
  for (;;) {
    const steps = await db.selectFrom('plan_steps').select(['id', 'user_id', 'changed_rows']).where('id', '>', after).orderBy('id').limit(PAGE).execute()
    if (steps.length > 0) await each(steps)
    if (steps.length < PAGE) return
    after = steps[steps.length - 1].id
  }
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as StepsDb
  await db.schema.alterTable('plan_steps').addColumn('changed_rows', 'text', (c) => c.notNull().defaultTo('[]')).execute()
  await forSteps(db, async (steps) => {
    const old = await db.selectFrom('plan_step_rows').selectAll().where('step_id', 'in', steps.map((s) => s.id)).orderBy('step_id').orderBy('ord').execute()
    const byStep = new Map<string, Inline[]>()
    for (const r of old) byStep.set(r.step_id, [...(byStep.get(r.step_id) ?? []), { event_id: r.event_id, before: parse(r.before_row), after: parse(r.after_row) }])
    for (const [stepId, rows] of byStep) await db.updateTable('plan_steps').set({ changed_rows: JSON.stringify(rows) }).where('id', '=', stepId).execute()
  })
  await db.schema.dropTable('plan_step_rows').execute()
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as StepsDb
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
  await forSteps(db, async (steps) => {
    const rows = steps.flatMap((step) =>
      (JSON.parse(step.changed_rows) as Inline[]).map((r, ord) => ({
        id: `${step.id}:${ord}`,
        step_id: step.id,
        user_id: step.user_id,
        ord,
        event_id: r.event_id,
        before_row: text(r.before),
        after_row: text(r.after),
      })),
    )
    // Small batches: PostgreSQL takes at most 65 535 bound values per statement.
    for (let i = 0; i < rows.length; i += 200) await db.insertInto('plan_step_rows').values(rows.slice(i, i + 200)).execute()
  })
  await db.schema.alterTable('plan_steps').dropColumn('changed_rows').execute()
}
