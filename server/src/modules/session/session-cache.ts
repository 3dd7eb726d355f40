import type { DB } from '../../db/database'
import { rowChangesOf, type RowChanges } from '../../db/row-changes'

/** Sessions kept, at most (with their accounts, about 1 KB each). */
export const MAX_SESSIONS_CACHED = 10_000

/**
 * The session rows (each with its account) that signed-in requests read, kept by token hash, on
 * SQLite. The read was the largest cost of a signed-in request after the socket write (a read
 * transaction's locks, the B-tree look-ups, 40 values made into JavaScript): a hit costs one
 * 96-byte read of the WAL-index header instead (and `PRAGMA data_version` when that moved). Expiry
 * is not cached: the caller tests `expires_at` against the clock on every request. Exact, never
 * stale (db/row-changes.ts): a change of a user's row or of any of their sessions by this process
 * forgets that user's entries as the statement runs, and a commit by any other process (the
 * operator's tool) forgets everything. Only rows that were committed are kept: a read answered
 * while a group commit is pending is kept after that commit succeeded, and only if nothing was
 * forgotten meanwhile.
 * PostgreSQL has none: another instance's sign-out would be seen late, and a session must end
 * everywhere at once.
 */
export class SessionCache<Row extends { user_id: string }> {
  readonly #byHash = new Map<string, Row>()
  readonly #byUser = new Map<string, Set<string>>()
  /** Bumped whenever something is forgotten: a read that started before may hold an old row. */
  #epoch = 0
  hits = 0

  constructor(private readonly changes: RowChanges) {
    const forgetUser = (userId: unknown) => this.#forgetUser(String(userId))
    changes.watch('users', 'id', forgetUser)
    changes.watch('sessions', 'user_id', forgetUser)
  }

  /** What to hand back to `put` with the row read after asking. */
  get epoch(): number {
    return this.#epoch
  }

  get size(): number {
    return this.#byHash.size
  }

  get(tokenHash: string): Row | undefined {
    if (this.changes.changedElsewhere()) this.#clear()
    const row = this.#byHash.get(tokenHash)
    if (row) this.hits++
    return row
  }

  /** Keeps `row`, read after `get` answered nothing at `epoch`, unless something changed since. */
  put(tokenHash: string, row: Row, epoch: number): void {
    if (epoch !== this.#epoch) return
    if (this.#byHash.size >= MAX_SESSIONS_CACHED) this.#evictOldest()
    this.#byHash.set(tokenHash, row)
    let hashes = this.#byUser.get(row.user_id)
    if (!hashes) this.#byUser.set(row.user_id, (hashes = new Set()))
    hashes.add(tokenHash)
  }

  #forgetUser(userId: string): void {
    this.#epoch++
    const hashes = this.#byUser.get(userId)
    if (!hashes) return
    for (const hash of hashes) this.#byHash.delete(hash)
    this.#byUser.delete(userId)
  }

  #clear(): void {
    this.#epoch++
    this.#byHash.clear()
    this.#byUser.clear()
  }

  #evictOldest(): void {
    const [hash, row] = this.#byHash.entries().next().value!
    this.#byHash.delete(hash)
    const hashes = this.#byUser.get(row.user_id)
    hashes?.delete(hash)
    if (hashes?.size === 0) this.#byUser.delete(row.user_id)
  }
}

const caches = new WeakMap<DB, SessionCache<never> | null>()

/** The database's session cache, made on first use; null on PostgreSQL. */
export function sessionCacheOf<Row extends { user_id: string }>(db: DB): SessionCache<Row> | null {
  let cache = caches.get(db)
  if (cache === undefined) {
    const changes = rowChangesOf(db)
    cache = changes ? new SessionCache<never>(changes) : null
    caches.set(db, cache)
  }
  return cache as SessionCache<Row> | null
}
