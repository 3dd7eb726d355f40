import fs from 'node:fs'
import type SQLite from 'better-sqlite3'

/**
 * What changed on an SQLite database, for caches that must never answer with a row that is no
 * longer there (the session cache: a sign-out, a ban or a deletion ends a session at once).
 * - This connection's changes: temporary triggers (they live on this connection only, so the
 *   operator's tool and any other process never see them) call back into JavaScript after every
 *   row inserted, updated or deleted in a watched table, foreign-key cascades included, with the
 *   old and the new value of the watched column. A change that is later rolled back has still
 *   been reported: a cache forgets more than it must, never less.
 * - Every other connection's commits (another process writing the file): `PRAGMA data_version`,
 *   which changes exactly when another connection committed since this one last asked. It is a
 *   read transaction of its own (two file locks taken and released: half the cost of a session
 *   read), so it is asked only when the WAL-index header moved (walIndexWatch below).
 */
export interface RowChanges {
  /** Calls `listener(value)` after each row of `table` this connection changes, with `column`'s old and new value. */
  watch(table: string, column: string, listener: (value: unknown) => void): void
  /** True when another connection committed since the last call (false on the first call). */
  changedElsewhere(): boolean
  /** Lets go of the file it reads (with the database). */
  close(): void
}

const NAME = /^[a-z_][a-z0-9_]*$/
const FUNCTION = 'row_changes_notify'
/** The WAL-index header: two copies of a 48-byte block (SQLite's "WAL-mode file format"). */
const WAL_INDEX_HEADER_BYTES = 96

/**
 * Whether any connection may have committed since the last call, read from the WAL-index header
 * at the start of the `-shm` file: every commit, by any process, rewrites it (its change counter
 * and last frame), and every SQLite that opens the file shares that layout, so it is a format
 * that cannot change under us. One `pread` of 96 bytes, no lock. True when unsure (no `-shm`
 * file yet), so the caller asks SQLite itself.
 */
function walIndexWatch(file: string): { moved: () => boolean; close: () => void } {
  const seen = Buffer.alloc(WAL_INDEX_HEADER_BYTES)
  const now = Buffer.alloc(WAL_INDEX_HEADER_BYTES)
  let fd: number | null = null
  const moved = () => {
    try {
      fd ??= fs.openSync(`${file}-shm`, 'r')
      if (fs.readSync(fd, now, 0, WAL_INDEX_HEADER_BYTES, 0) === WAL_INDEX_HEADER_BYTES && now.equals(seen)) return false
    } catch {
      return true
    }
    now.copy(seen)
    return true
  }
  const close = () => {
    if (fd !== null) fs.closeSync(fd)
    fd = null
  }
  return { moved, close }
}

/** `file`: the database file, or `:memory:` (no other connection can reach it). */
export function rowChanges(sqlite: SQLite.Database, file: string): RowChanges {
  const listeners: ((value: unknown) => void)[][] = []
  const watched = new Map<string, number>()
  // One function for every watched column: the trigger names which list to call by its index.
  sqlite.function(FUNCTION, { deterministic: false, varargs: false }, (index: unknown, value: unknown) => {
    for (const listener of listeners[Number(index)] ?? []) listener(value)
    return null
  })
  const shared = file !== ':memory:' && file !== ''
  const wal = shared && String(sqlite.pragma('journal_mode', { simple: true })).toLowerCase() === 'wal'
  const walIndex = wal ? walIndexWatch(file) : { moved: () => true, close: () => undefined }
  const version = sqlite.prepare('pragma data_version').pluck()
  let seen = version.get()
  walIndex.moved()
  return {
    watch(table, column, listener) {
      if (!NAME.test(table) || !NAME.test(column)) throw new Error(`rowChanges: not a plain name: ${table}.${column}`)
      const key = `${table}.${column}`
      let index = watched.get(key)
      if (index === undefined) {
        index = listeners.length
        listeners.push([])
        watched.set(key, index)
        const call = (row: 'old' | 'new') => `select ${FUNCTION}(${index}, ${row}."${column}");`
        sqlite.exec(`
          create temp trigger "watch_${table}_${column}_insert" after insert on main."${table}" begin ${call('new')} end;
          create temp trigger "watch_${table}_${column}_update" after update on main."${table}" begin ${call('old')} ${call('new')} end;
          create temp trigger "watch_${table}_${column}_delete" after delete on main."${table}" begin ${call('old')} end;
        `)
      }
      listeners[index].push(listener)
    },
    changedElsewhere() {
      if (!shared || !walIndex.moved()) return false
      const now = version.get()
      if (now === seen) return false
      seen = now
      return true
    },
    close: walIndex.close,
  }
}

const feeds = new WeakMap<object, RowChanges>()

/** Lets code holding only `db` (the Kysely database, never a transaction) watch its rows: SQLite. */
export function allowRowWatching(db: object, changes: RowChanges): void {
  feeds.set(db, changes)
}

/** The change feed of `db`; undefined on PostgreSQL, where other instances write unseen. */
export function rowChangesOf(db: object): RowChanges | undefined {
  return feeds.get(db)
}
