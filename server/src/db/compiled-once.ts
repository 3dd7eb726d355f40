import { type Compilable, type CompiledQuery, type Kysely } from 'kysely'
import { directRunnerOf } from './sqlite-statements'

/** Stands for the i-th value while the query is built; never reaches the database. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  query: CompiledQuery
  /** For each bound value of the SQL: which argument it is, or -1 for a constant of the query. */
  sources: number[]
}

/**
 * A query that Kysely builds and compiles once per database instead of on every call. Kysely
 * makes a frozen tree of nodes per query and walks it into SQL each time; on a read as small as
 * user/info that building was about a tenth of the server's CPU per request, for the same SQL
 * every time. `build` receives stand-ins for the arguments and must use them only as bound
 * values (`where(col, '=', value)`, `set({ col: value })`): not in JavaScript decisions, not as
 * lists (`in`) and not as null (`is`), whose SQL depends on the value. A test per query holds
 * the rows equal to the ones the builder gives (study: the session and user reads). `db` may be a
 * transaction: the query then runs on the transaction's connection. On SQLite, a query on the
 * database itself runs at once when no transaction is open (db/sqlite-statements.ts).
 */
export function compiledOnce<DB, Args extends unknown[], Row>(build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>) {
  // Per database (tests open many; the SQL differs between dialects), shared by its transactions:
  // keyed by the dialect adapter, made once per Kysely instance and handed on to each transaction
  // it opens (a transaction is a new Kysely object per call, so it cannot be the key itself).
  const templates = new WeakMap<object, Template>()
  const templateFor = (db: Kysely<DB>, arity: number): Template => {
    const key = db.getExecutor().adapter
    let template = templates.get(key)
    if (!template) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as Args
      const query = build(db, ...slots).compile()
      const sources = query.parameters.map((p) => (p instanceof Slot ? p.index : -1))
      // An argument that is not a bound value (used in a decision, or a list) would be lost.
      if (slots.some((slot) => !query.parameters.includes(slot))) throw new Error(`compiledOnce: an argument is not a bound value of ${query.sql}`)
      template = { query, sources }
      templates.set(key, template)
    }
    return template
  }
  return async (db: Kysely<DB>, ...args: Args): Promise<Row[]> => {
    const { query, sources } = templateFor(db, args.length)
    const parameters = sources.map((source, i) => (source >= 0 ? args[source] : query.parameters[i]))
    // SQLite outside a transaction: at once, without Kysely's connection queue (sqlite-statements.ts).
    const rows = directRunnerOf(db)?.(query.sql, parameters)
    if (rows) return (await rows) as Row[]
    const result = await db.executeQuery<Row>({ ...query, parameters })
    return result.rows
  }
}
