import type { Streak } from '@contract/today-tasks'
import type { DB } from '../../db/database'
import { dayNumber, DAY_MS, localDate } from '../../lib/time'
import { tickedDaysSince } from '../study-plan'
import { activeDaysSince } from './activity.repository'

/** The streak looks back this far (the best run is "in the last year"). */
const LOOK_BACK_DAYS = 400

/**
 * Days count when something was done on them: a task of that day checked off on that day,
 * focused minutes, or a re-test answered. Read from those records (undoing a check-off takes the
 * day back out); each is stored with its own day, so the cost is bounded by the days of a year,
 * not by the student's history.
 */
export async function streakOf(db: DB, userId: string, zone: string, now: Date): Promise<Streak> {
  const sinceDay = localDate(new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS), zone)
  const [ticked, focus, retests] = await Promise.all([
    tickedDaysSince(db, userId, sinceDay).execute(),
    activeDaysSince(db, 'focus_sessions', userId, sinceDay).execute(),
    activeDaysSince(db, 'mistake_retests', userId, sinceDay).execute(),
  ])
  const days = [...new Set([...ticked.map((r) => r.done_day!), ...focus.map((r) => r.local_date), ...retests.map((r) => r.local_date)])]
  const active = days.map(dayNumber).sort((a, b) => a - b)
  const today = dayNumber(localDate(now, zone))
  // Runs of consecutive days, oldest first: the last one is alive if it reaches today or yesterday.
  let best = 0
  let run = 0
  for (let i = 0; i < active.length; i++) {
    run = i > 0 && active[i] === active[i - 1] + 1 ? run + 1 : 1
    best = Math.max(best, run)
  }
  const last = active.filter((d) => d <= today).at(-1)
  let current = 0
  if (last !== undefined && last >= today - 1) {
    const end = active.indexOf(last)
    current = 1
    while (end - current >= 0 && active[end - current] === last - current) current++
  }
  return { days: current, today_active: last === today, best }
}
