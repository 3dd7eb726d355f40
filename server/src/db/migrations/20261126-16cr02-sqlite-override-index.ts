import { SqliteAdapter, sql, type Kysely } from 'kysely'

// Frozen once landed. On SQLite the override index (user_id, parent_id, recurrence_id) holds only
// edited occurrences (rows with a parent), which every query of it asks for (parent_id = ? or
// in (...), which imply it): a single event or a series, most of what students create, writes
// nothing to it (issue 16, creating an event: 1.1 of the ~10 pages a create writes into the
// WAL). Same name, so the EXPLAIN tests hold it to the same queries. PostgreSQL keeps the full
// index: there the partial one made the planner test the series list on each entry instead of
// searching by it (20261125-1637-lean-event-indexes), and it pays no page per index per commit.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter

async function replace(db: Kysely<unknown>, partial: boolean) {
  await db.schema.dropIndex('study_events_user_parent').execute()
  await db.schema
    .createIndex('study_events_user_parent')
    .on('study_events')
    .columns(['user_id', 'parent_id', 'recurrence_id'])
    .$call((b) => (partial ? b.where(sql.ref('parent_id'), 'is not', null) : b))
    .execute()
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await replace(db, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await replace(db, false)
}
