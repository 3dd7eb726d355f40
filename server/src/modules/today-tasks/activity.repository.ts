import type { DB } from '../../db/database'

/** Focused minutes per local day in [fromDay, toDay] (YYYY-MM-DD, the day each session started). */
export async function focusMinutesByDay(db: DB, userId: string, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('focus_sessions')
    .select(['local_date', (eb) => eb.fn.sum<string | number>('minutes').as('minutes')])
    .where('user_id', '=', userId)
    .where('local_date', '>=', fromDay)
    .where('local_date', '<=', toDay)
    .groupBy('local_date')
    .execute()
  return new Map(rows.map((r) => [r.local_date, Number(r.minutes ?? 0)]))
}

/** Re-test answers given on local days [fromDay, toDay], oldest first. */
export function retestsBetween(db: DB, userId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom('mistake_retests')
    .select(['mistake_id', 'result', 'created_at'])
    .where('user_id', '=', userId)
    .where('local_date', '>=', fromDay)
    .where('local_date', '<=', toDay)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}
