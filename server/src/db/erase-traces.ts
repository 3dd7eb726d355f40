import { sql } from 'kysely'
import type { DB, DialectName } from './database'

/**
 * After rows were erased (an account deleted): on SQLite, copy the write-ahead log into the
 * database file and truncate it to nothing, so the old pages it still held (the phone number,
 * the student's texts) are gone from disk as well; `secure_delete` (database.ts) has already
 * zeroed them in the main file. Answers whether the log was emptied (false while another
 * connection reads; the next deletion or SQLite's own checkpoint finishes it).
 *
 * PostgreSQL keeps deleted row versions until VACUUM reclaims them (autovacuum, usually within
 * minutes on a busy table); see the README's "Security" section.
 */
export async function eraseTraces(db: DB, dialect: DialectName): Promise<boolean> {
  if (dialect !== 'sqlite') return true
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)
  return rows[0]?.busy === 0
}
