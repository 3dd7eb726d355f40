import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Pool } from 'pg'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import type { Config } from '../config'
import type { Database } from './schema'

export type DB = Kysely<Database>
export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: DB
  dialect: DialectName
  close(): Promise<void>
}

export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:/.test(url) ? 'postgres' : 'sqlite'
}

/** SQLite by default (a file under DATA_DIR), PostgreSQL when DATABASE_URL says so. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'PG_POOL_MAX'>): DatabaseHandle {
  const url = config.DATABASE_URL
  if (dialectOf(url) === 'postgres') {
    const pool = new Pool({ connectionString: url, max: config.PG_POOL_MAX })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
