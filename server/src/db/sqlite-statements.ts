import type SQLite from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import type { GroupCommitDriver } from './group-commit'
import { shapeMaker } from './object-shape'

type Row = Record<string, unknown>

/**
 * A function turning one raw row (an array, in column order) into the object better-sqlite3
 * would have made. better-sqlite3 builds each row object through V8's API one property at a
 * time, making the column name a string again for every value: for a week of 50 events (25
 * columns) that was about 60 % of the query's CPU time, against a third of it for the same rows
 * fetched as arrays and made into objects here. A name repeated (a join without aliases) keeps
 * its last value, as better-sqlite3 does; `__proto__` is an own property, never the prototype.
 */
export function rowBuilder(columns: readonly string[]): (values: unknown[]) => Row {
  // One object literal per statement's columns (db/object-shape.ts), not a loop of assignments.
  return shapeMaker(columns, 'index')
}

/** A reading statement that fetches rows as arrays and makes the objects in JavaScript. */
function rawRows(statement: SQLite.Statement): SqliteStatement {
  statement.raw(true)
  const build = rowBuilder(statement.columns().map((c) => c.name))
  return {
    reader: true,
    get busy() {
      return statement.busy
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(values)
    },
  } as SqliteStatement & { busy: boolean }
}

type Cached = SqliteStatement & { busy: boolean }

function wrap(statement: SQLite.Statement): Cached {
  return (statement.reader ? rawRows(statement) : statement) as Cached
}

/**
 * better-sqlite3 compiles SQL on every prepare(), and Kysely prepares every query it runs: on a
 * read such as user/info that compiling was the largest cost after the socket write. Queries
 * come from a few hundred call sites, so their compiled statements are kept (least recently
 * used out past `max`). A statement still being iterated is never handed out twice. Reading
 * statements hand back rows made by `rowBuilder`.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, Cached>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql)
      if (cached && !cached.busy) {
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = wrap(sqlite.prepare(sql))
      if (!cached) {
        cache.set(sql, statement)
        if (cache.size > max) cache.delete(cache.keys().next().value!)
      }
      return statement
    },
  }
}

/**
 * Runs a compiled query on the SQLite connection at once; null when a transaction holds it. The
 * rows may come as a promise: while a group of transactions waits for its commit, the answer
 * waits for it too (db/group-commit.ts).
 */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => unknown[] | Promise<unknown[]> | null

const directRunners = new WeakMap<object, DirectRunner>()

/**
 * Lets compiledOnce queries on `db` (the database object itself, never a transaction, which is
 * another object) skip Kysely's connection queue: on a read as small as the session's, the queue
 * (a lock promise, the connection provider, the driver's promises) cost about as much as the
 * read. better-sqlite3 runs a statement synchronously, so when no one holds the connection,
 * running it now is what the queue would do a few microtasks later. While a transaction is in
 * progress (another request's, between its awaits) the query goes through the queue and waits for
 * it as before, so it never sees rows that may still be rolled back.
 */
export function allowDirectRuns(db: object, driver: GroupCommitDriver): void {
  directRunners.set(db, (sql, parameters) => {
    if (driver.busy) return null
    const result = driver.runOutside(sql, parameters)
    return result instanceof Promise ? result.then((r) => r.rows) : result.rows
  })
}

/** The direct runner of `db`, if it has one (SQLite, not a transaction). */
export function directRunnerOf(db: object): DirectRunner | undefined {
  return directRunners.get(db)
}
