import { setImmediate } from 'node:timers'
import type SQLite from 'better-sqlite3'
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely'

/**
 * Group commit for SQLite. A create's `COMMIT` was the largest single cost of the request (the
 * WAL frames of ~9 pages, two `pwrite`s each, and the checkpoints they bring), and most of those
 * pages are the same ones for every create (the student's plan_state row, the last leaf of each
 * table and index). So the transactions that run in one turn of the event loop share one: the
 * first opens it (`BEGIN`), each runs inside its own `SAVEPOINT` (a failing one rolls back to it
 * and nothing else), and the shared one commits once, in `setImmediate`. Each transaction's
 * `execute()` resolves only after that `COMMIT` succeeded; a failed `COMMIT` rejects every
 * transaction of the group. Exact for everyone else on the connection too:
 * - a transaction in progress holds the connection as before (Kysely's queue): nothing else runs
 *   between its statements, so no one sees what it may still roll back;
 * - a query outside transactions, while a group waits for its commit, runs inside the group (in a
 *   savepoint of its own) and is answered only once the group committed: whatever it read is
 *   committed by then, and a failed commit fails it too;
 * - a statement that cannot run inside a transaction (a PRAGMA such as `wal_checkpoint`) commits
 *   the group first.
 * PostgreSQL is untouched: each transaction commits itself there.
 */

/** What a group's transactions wait for. */
class Group {
  readonly committed: Promise<void>
  resolve!: () => void
  reject!: (err: unknown) => void
  members = 0
  /** setImmediate came while a transaction of the group was in progress: commit when it ends. */
  due = false
  constructor() {
    this.committed = new Promise<void>((resolve, reject) => {
      this.resolve = resolve
      this.reject = reject
    })
    // A group nobody waits for (its only transaction rolled back) must not be an unhandled rejection.
    this.committed.catch(() => undefined)
  }
}

/** More members than this in one turn: committed at once rather than waiting for setImmediate. */
const MAX_MEMBERS = 64
const DML = /^\s*(select|insert|update|delete|with|replace)\b/i
const SELECT = /^\s*select\b/i

/** One hold of the connection (Kysely acquires, uses and releases it per query or transaction). */
class Lease implements DatabaseConnection {
  inTransaction = false
  /** Let go of the queue before Kysely's releaseConnection (a member waiting for its commit). */
  released = false
  constructor(readonly driver: GroupCommitDriver) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { driver } = this
    if (this.inTransaction) return Promise.resolve(driver.run(query.sql, query.parameters) as QueryResult<R>)
    return Promise.resolve(driver.runOutside(query.sql, query.parameters) as QueryResult<R> | Promise<QueryResult<R>>)
  }
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!this.inTransaction) this.driver.commitNow()
    for (const row of this.driver.statements.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] }
  }
}

export class GroupCommitDriver implements Driver {
  #locked = false
  #waiters: (() => void)[] = []
  #group: Group | null = null
  /** The transaction in progress (holding the connection), if any. */
  #member: Lease | null = null

  constructor(
    readonly sqlite: SQLite.Database,
    readonly statements: SqliteDatabase,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#locked) await new Promise<void>((resolve) => this.#waiters.push(resolve))
    else this.#locked = true
    return new Lease(this)
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease
    if (lease.released) return
    lease.released = true
    this.#unlock()
  }

  #unlock() {
    const next = this.#waiters.shift()
    if (next) next()
    else this.#locked = false
  }

  /** A statement as Kysely's SQLite driver runs it (rows for a reader, counts for a write). */
  run(sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    const statement = this.statements.prepare(sql)
    if (statement.reader) return { rows: statement.all(parameters) as unknown[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return {
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    }
  }

  /**
   * A query outside transactions: at once when no group is open; inside the open group (a write in
   * a savepoint of its own), answered after the group's commit; a non-DML statement after
   * committing the group.
   */
  runOutside(sql: string, parameters: readonly unknown[]): QueryResult<unknown> | Promise<QueryResult<unknown>> {
    const group = this.#group
    if (!group) return this.run(sql, parameters)
    if (!DML.test(sql)) {
      this.commitNow()
      return this.run(sql, parameters)
    }
    // A plain read changes nothing: no savepoint to undo it by (the session read of every request).
    if (SELECT.test(sql)) {
      const rows = this.run(sql, parameters)
      return group.committed.then(() => rows)
    }
    this.sqlite.exec('savepoint outside')
    let result: QueryResult<unknown>
    try {
      result = this.run(sql, parameters)
    } catch (err) {
      this.#undo('outside')
      throw err
    }
    this.sqlite.exec('release outside')
    return group.committed.then(() => result)
  }

  /** True while a transaction holds the connection: a direct query must queue behind it. */
  get busy(): boolean {
    return this.#locked
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease
    if (!this.#group) {
      this.sqlite.exec('begin')
      const group = (this.#group = new Group())
      setImmediate(() => this.#due(group))
    }
    this.sqlite.exec('savepoint member')
    lease.inTransaction = true
    this.#member = lease
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease
    const group = this.#end(lease)
    try {
      // A disk error may have made SQLite roll back everything (a statement's error the
      // transaction caught and went on from): the whole group is lost.
      if (!this.sqlite.inTransaction) throw new Error('SQLite rolled back the transaction group')
      this.sqlite.exec('release member')
    } catch (err) {
      this.#fail(err)
      throw err
    }
    group.members++
    if (group.due || group.members >= MAX_MEMBERS) this.commitNow()
    // The connection is free for the next transaction (it joins this group) while this one waits.
    await this.releaseConnection(lease)
    await group.committed
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease
    // A member whose group failed to commit: nothing of it is left to roll back.
    if (!lease.inTransaction) return
    const group = this.#end(lease)
    this.#undo('member')
    if (group.due) this.commitNow()
  }

  /** Rolls back to a savepoint and drops it; when SQLite had already rolled back everything (a disk error), the group fails. */
  #undo(savepoint: string) {
    if (this.sqlite.inTransaction) {
      this.sqlite.exec(`rollback to ${savepoint}`)
      this.sqlite.exec(`release ${savepoint}`)
    } else this.#fail(new Error('SQLite rolled back the transaction group'))
  }

  #end(lease: Lease): Group {
    lease.inTransaction = false
    this.#member = null
    return this.#group!
  }

  #due(group: Group) {
    if (this.#group !== group) return
    if (this.#member) group.due = true
    else this.commitNow()
  }

  /** Commits the open group (never while a transaction is in progress). */
  commitNow(): void {
    const group = this.#group
    if (!group || this.#member) return
    this.#group = null
    try {
      if (!this.sqlite.inTransaction) throw new Error('SQLite rolled back the transaction group')
      this.sqlite.exec('commit')
    } catch (err) {
      this.#rollbackAll()
      group.reject(err)
      return
    }
    group.resolve()
  }

  #fail(err: unknown) {
    const group = this.#group
    this.#group = null
    this.#rollbackAll()
    group?.reject(err)
  }

  #rollbackAll() {
    try {
      if (this.sqlite.inTransaction) this.sqlite.exec('rollback')
    } catch {
      // Nothing more can be done: the group's transactions are failed either way.
    }
  }

  async destroy(): Promise<void> {
    this.commitNow()
    this.sqlite.close()
  }
}

/** Kysely's SQLite dialect with the group-committing driver. */
export function groupCommitDialect(driver: GroupCommitDriver): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }
}
