import { sql } from 'kysely'
import type { App } from '../../../src/types'

/**
 * Counts every row written to the database (insert, update, delete) with triggers, on SQLite and
 * PostgreSQL alike, so a test can say "this refused request changed nothing" with one cheap read.
 *
 * Left out, because refusing a request is meant to write them: `throttles` (failed sign-ins and
 * look-ups are counted before they are refused), `sms_codes.attempts` (a wrong code uses a try)
 * and `sessions.last_seen_at` (when a session was last used, refused request or not).
 */
const UNCOUNTED_TABLES = new Set(['throttles', 'fuzz_changes'])
const UNCOUNTED_COLUMNS: Record<string, string[]> = { sms_codes: ['attempts'], sessions: ['last_seen_at'] }

async function tablesWithColumns(app: App): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  if (app.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(app.db)
    for (const { name } of tables.rows) {
      const cols = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(app.db)
      out.set(name, cols.rows.map((c) => c.name))
    }
  } else {
    const cols = await sql<{ table_name: string; column_name: string }>`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(app.db)
    for (const { table_name, column_name } of cols.rows) out.set(table_name, [...(out.get(table_name) ?? []), column_name])
  }
  return out
}

export interface ChangeCounter {
  /** Rows written so far (counted tables and columns only). */
  read(): Promise<number>
  /** The tables being watched. */
  tables: string[]
}

export async function installChangeCounter(app: App): Promise<ChangeCounter> {
  const tables = [...(await tablesWithColumns(app))].filter(([name]) => !UNCOUNTED_TABLES.has(name) && !name.startsWith('kysely_'))
  await sql`CREATE TABLE fuzz_changes (n integer NOT NULL)`.execute(app.db)
  await sql`INSERT INTO fuzz_changes (n) VALUES (0)`.execute(app.db)
  const q = (name: string) => sql.id(name)
  if (app.dialect === 'postgres') {
    await sql`CREATE FUNCTION fuzz_count() RETURNS trigger AS $$ BEGIN UPDATE fuzz_changes SET n = n + 1; RETURN NULL; END $$ LANGUAGE plpgsql`.execute(app.db)
  }
  for (const [table, columns] of tables) {
    const watched = columns.filter((c) => !(UNCOUNTED_COLUMNS[table] ?? []).includes(c))
    const of = sql.join(watched.map(q))
    if (app.dialect === 'sqlite') {
      for (const [event, suffix] of [['INSERT', 'i'], ['DELETE', 'd']] as const) {
        await sql`CREATE TRIGGER ${q(`fuzz_${suffix}_${table}`)} AFTER ${sql.raw(event)} ON ${q(table)} BEGIN UPDATE fuzz_changes SET n = n + 1; END`.execute(app.db)
      }
      await sql`CREATE TRIGGER ${q(`fuzz_u_${table}`)} AFTER UPDATE OF ${of} ON ${q(table)} BEGIN UPDATE fuzz_changes SET n = n + 1; END`.execute(app.db)
    } else {
      await sql`CREATE TRIGGER ${q(`fuzz_id_${table}`)} AFTER INSERT OR DELETE ON ${q(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_count()`.execute(app.db)
      await sql`CREATE TRIGGER ${q(`fuzz_u_${table}`)} AFTER UPDATE OF ${of} ON ${q(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_count()`.execute(app.db)
    }
  }
  return {
    tables: tables.map(([name]) => name),
    read: async () => Number((await sql<{ n: number | string }>`SELECT n FROM fuzz_changes`.execute(app.db)).rows[0].n),
  }
}
