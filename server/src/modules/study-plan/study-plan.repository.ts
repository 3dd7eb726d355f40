import type { DB } from '../../db/database'
import { toCount } from '../../db/time'

/** Events the assistant created that the student has not opened yet. */
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
