import type { DB } from '../../db/database'
import { nowIso, toCount } from '../../db/time'

/** Events the assistant created or changed that the student has not opened yet. */
export async function countUnreadEvents(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('study_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('unread', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return toCount(row?.n)
}

/** Marks one event (with its edited occurrences) or every event as seen. Not an undoable change. */
export async function clearUnread(db: DB, userId: string, eventId?: string): Promise<void> {
  let query = db.updateTable('study_events').set({ unread: 0, updated_at: nowIso() }).where('user_id', '=', userId).where('unread', '=', 1)
  if (eventId) query = query.where((eb) => eb.or([eb('id', '=', eventId), eb('parent_id', '=', eventId)]))
  await query.execute()
}
