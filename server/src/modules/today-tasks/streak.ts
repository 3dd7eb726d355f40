import type { Streak } from '@contract/today-tasks'
import { sql } from 'kysely'
import type { DB } from '../../db/database'
import { localDate } from '../study-plan/local-time'

const DAY_MS = 86_400_000
/** The streak looks back this far (the best run is "in the last year"). */
const LOOK_BACK_DAYS = 400

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * Starts and tick times of the student's events done since `since`: read from the partial index
 * study_events_done (user, start) alone, not from every event of those 400 days. The literals
 * repeat the index's condition, which PostgreSQL cannot match against a bound parameter.
 */
export function doneSince(db: DB, userId: string, since: string) {
  return db
    .selectFrom('study_events')
    .select(['start_at', 'done_at'])
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('done'))
    .where('rrule', 'is', null)
    .where('deleted_at', 'is', null)
    .where('start_at', '>=', since)
}

/**
 * Days count when something was done on them: a task of that day checked off on that day,
 * focused minutes, or a re-test answered. Computed from those records (nothing extra to keep in
 * step), so undoing a check-off takes the day back out. A task ticked on another day than its own
 * (tomorrow's ticked today, last week's ticked to mend a broken streak) counts for no day.
 */
export async function streakOf(db: DB, userId: string, zone: string, now: Date): Promise<Streak> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS)
  const sinceDay = localDate(since, zone)
  const [done, focus, retests] = await Promise.all([
    doneSince(db, userId, since.toISOString()).execute(),
    db.selectFrom('focus_sessions').select('local_date').distinct().where('user_id', '=', userId).where('local_date', '>=', sinceDay).execute(),
    db.selectFrom('mistake_retests').select('local_date').distinct().where('user_id', '=', userId).where('local_date', '>=', sinceDay).execute(),
  ])
  const ticked = done.flatMap((r) => {
    const day = localDate(r.start_at, zone)
    return r.done_at !== null && localDate(r.done_at, zone) === day ? [day] : []
  })
  const active = new Set([...ticked, ...focus.map((r) => r.local_date), ...retests.map((r) => r.local_date)])
  const today = localDate(now, zone)
  const todayActive = active.has(today)
  let days = 0
  for (let d = todayActive ? today : shift(today, -1); active.has(d); d = shift(d, -1)) days++
  let best = 0
  for (const d of active) {
    if (active.has(shift(d, -1))) continue
    let run = 0
    while (active.has(shift(d, run))) run++
    best = Math.max(best, run)
  }
  return { days, today_active: todayActive, best }
}
