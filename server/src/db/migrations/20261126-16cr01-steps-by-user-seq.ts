import { SqliteAdapter, sql, type Kysely } from 'kysely'

// Frozen once landed. A plan step is found by its student and number, never by its id (issue 16,
// creating an event): the step's key becomes (user_id, seq), which plan_steps_user_seq already
// held unique, and the id primary key's index goes. Every plan change inserts a step and trims
// the oldest, each written into both indexes (the id's at a random place): on SQLite one index
// fewer to write per step and per trim; the id stays, as a plain column.
// SQLite cannot change a table's key: the table is rebuilt, as a rowid table with the key as its
// unique index. Keyed WITHOUT ROWID was measured and not kept: a step (~650 bytes with the rows
// it changed) fills a sixth of a page, so inserting and trimming inside each student's range
// rebalanced pages often (4.7 pages and 46 µs per step and trim against 4.3 and 36 µs here, one
// student; 3.9 pages but 68 µs against 4.5 and 37 µs, 200 students).
// PostgreSQL swaps the constraints.

const COLUMNS = ['id', 'user_id', 'seq', 'kind', 'title', 'count', 'state', 'created_at', 'changed_rows'] as const

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter

/** plan_steps rebuilt with the key given (SQLite), its rows copied over. */
async function rebuild(db: Kysely<unknown>, key: 'id' | 'user_seq') {
  await db.schema
    .createTable('plan_steps_next')
    .addColumn('id', 'text', (c) => (key === 'id' ? c.primaryKey() : c.notNull()))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('changed_rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call((t) => (key === 'user_seq' ? t.addPrimaryKeyConstraint('plan_steps_pkey', ['user_id', 'seq']) : t))
    .execute()
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)))
  // In key order: the new table's pages fill in the order its key will read them.
  await sql`insert into plan_steps_next (${columns}) select ${columns} from plan_steps order by user_id, seq`.execute(db)
  await db.schema.dropTable('plan_steps').execute()
  await db.schema.alterTable('plan_steps_next').renameTo('plan_steps').execute()
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await rebuild(db, 'user_seq')
    return
  }
  await sql`alter table plan_steps drop constraint plan_steps_pkey`.execute(db)
  await sql`alter table plan_steps alter column id set not null`.execute(db)
  await db.schema.dropIndex('plan_steps_user_seq').execute()
  await sql`alter table plan_steps add constraint plan_steps_pkey primary key (user_id, seq)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await rebuild(db, 'id')
  else {
    await sql`alter table plan_steps drop constraint plan_steps_pkey`.execute(db)
    await sql`alter table plan_steps add constraint plan_steps_pkey primary key (id)`.execute(db)
  }
  await db.schema.createIndex('plan_steps_user_seq').on('plan_steps').columns(['user_id', 'seq']).unique().execute()
}
