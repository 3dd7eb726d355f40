import { sql } from 'kysely'
import type { DB } from '../../db/database'
import { nowIso, toCount } from '../../db/time'
import { unreadCountQuery } from './store/window-rows.repository'
import { compiledOnce } from '../../db/compiled-once'

// Asked at every app start and after every plan change: built and compiled once (db/compiled-once.ts).
const unreadCount = compiledOnce(unreadCountQuery)

/** Events the assistant created or changed that the student has not opened yet. */
export async function countUnreadEvents(db: DB, userId: string): Promise<number> {
  const [row] = await unreadCount(db, userId)
  return toCount(row?.n)
}

/** Marks one event (with its edited occurrences) or every event as seen. Not an undoable change. */
export async function clearUnread(db: DB, userId: string, eventId?: string): Promise<void> {
  // Live rows only, as the unread index holds them (a deleted row is never counted).
  let query = db
    .updateTable('study_events')
    .set({ unread: 0, updated_at: nowIso() })
    .where('user_id', '=', userId)
    .where('unread', '=', sql.lit(1))
    .where('deleted_at', 'is', null)
  if (eventId) query = query.where((eb) => eb.or([eb('id', '=', eventId), eb('parent_id', '=', eventId)]))
  await query.execute()
}
