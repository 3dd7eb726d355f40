import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Pool } from 'pg'
import { Kysely, sql, type Transaction } from 'kysely'
import type { Config } from '../config'
import { groupCommitDialect, GroupCommitDriver } from './group-commit'
import { OwnSchemaPostgresDialect } from './pg-introspector'
import { preparingPool } from './pg-prepared'
import type { Database } from './schema'
import { allowRowWatching, rowChanges } from './row-changes'
import { allowDirectRuns, withStatementCache } from './sqlite-statements'

/** PostgreSQL connections each instance keeps open even when idle. */
const PG_POOL_WARM = 2

export type DB = Kysely<Database>
/** The database or a transaction on it: what repository functions take first. */
export type Executor = DB | Transaction<Database>
export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: DB
  dialect: DialectName
  /**
   * `select 1`, for health checks. On SQLite straight on the connection, not through Kysely's
   * queue: a health check must say whether the database answers, not wait for another request's
   * transaction to end (better-sqlite3 runs it at once, even with a transaction open).
   */
  ping(): Promise<void>
  close(): Promise<void>
}

export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:/.test(url) ? 'postgres' : 'sqlite'
}

/** SQLite by default (a file under DATA_DIR), PostgreSQL when DATABASE_URL says so. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'PG_POOL_MAX'>): DatabaseHandle {
  const url = config.DATABASE_URL
  if (dialectOf(url) === 'postgres') {
    const pool = new Pool({
      connectionString: url,
      max: config.PG_POOL_MAX,
      // A fresh connection costs a handshake and re-plans its first queries (8-14 ms): keep a
      // few open for good, and the rest for five idle minutes instead of pg's 10 s.
      min: Math.min(PG_POOL_WARM, config.PG_POOL_MAX),
      idleTimeoutMillis: 300_000,
    })
    // pg emits idle clients' errors (a restarted server) on the pool; without a listener they crash the process.
    pool.on('error', () => undefined)
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: preparingPool(pool) }) })
    const ping = async () => void (await sql`select 1`.execute(db))
    return { db, dialect: 'postgres', ping, close: () => db.destroy() }
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(config.DATA_DIR, 'app.db')
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new SQLite(file)
  // WAL lets readers run while a write commits; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // Deleted rows are overwritten with zeros, not just marked free: an erased account's phone
  // number and texts must not stay readable in the file (see erase-traces.ts for the WAL).
  sqlite.pragma('secure_delete = ON')
  // Reads through the OS page cache (memory-mapped) and a larger own cache (32 MB) instead of
  // copying pages through SQLite's 2 MB default; sorts and temporary indexes in memory.
  sqlite.pragma('mmap_size = 268435456')
  sqlite.pragma('cache_size = -32000')
  sqlite.pragma('temp_store = MEMORY')
  // The transactions of one event-loop turn commit together (db/group-commit.ts).
  const driver = new GroupCommitDriver(sqlite, withStatementCache(sqlite))
  const db = new Kysely<Database>({ dialect: groupCommitDialect(driver) })
  allowDirectRuns(db, driver)
  const changes = rowChanges(sqlite, file)
  allowRowWatching(db, changes)
  const ping = async () => void sqlite.prepare('select 1').get()
  const close = async () => {
    changes.close()
    await db.destroy()
  }
  return { db, dialect: 'sqlite', ping, close }
}
