import type { Retest, TodayTasks } from '@contract/today-tasks'
import type { DB } from '../../db/database'
import { mistakesDueBefore } from '../mistakes'
import { dayQueryWindow, isOnDay, queryOccurrences } from '../study-plan'
import { clock, toInstant, localDate } from '../../lib/time'
import { focusOnDay, retestedOnDay } from './activity.repository'
import { streakOf } from './streak'

const MAX_RETESTS = 20

/** The student's day [start, end) as instants, and its date. */
export function dayOf(now: Date, zone: string) {
  const date = localDate(now, zone)
  const [y, m, d] = date.split('-').map(Number)
  return { date, start: toInstant({ y, m, d }, 0, zone), end: toInstant({ y, m, d }, 24 * 60, zone) }
}

const taskKey = (eventId: string | null, occurrence: string | null) => `${eventId ?? ''}|${occurrence ? Date.parse(occurrence) : ''}`

/** Today's events (rest is not a task), the re-tests due, progress, streak and focused minutes. */
export async function todayTasks(db: DB, userId: string, zone: string): Promise<TodayTasks> {
  const now = clock.now()
  const day = dayOf(now, zone)
  // Read a day more on each side: an all-day event made in another zone may be on this date (isOnDay).
  const window = dayQueryWindow(day)
  const events = (await queryOccurrences(db, userId, window.from, window.to)).filter((e) => e.kind !== 'rest' && isOnDay(e, day))
  const focus = await focusOnDay(db, userId, day.date)
  const minutes = new Map<string, number>()
  for (const f of focus) minutes.set(taskKey(f.event_id, f.occurrence_start), (minutes.get(taskKey(f.event_id, f.occurrence_start)) ?? 0) + Number(f.minutes))
  const tasks = events.map((event) => ({ event, focus_minutes: minutes.get(taskKey(event.event_id, event.occurrence_start)) ?? 0 }))

  const retests = await dueRetests(db, userId, day)
  const answered = await retestedOnDay(db, userId, day.date)
  const open = retests.filter((r) => !answered.includes(r.mistake_id))
  return {
    date: day.date,
    tasks,
    retests: open,
    progress: {
      done: tasks.filter((t) => t.event.status === 'done').length + answered.length,
      total: tasks.length + open.length + answered.length,
    },
    streak: await streakOf(db, userId, zone, now),
    focus_minutes_today: focus.reduce((sum, f) => sum + Number(f.minutes), 0),
  }
}

async function dueRetests(db: DB, userId: string, day: { start: string; end: string }): Promise<Retest[]> {
  const rows = await mistakesDueBefore(db, userId, day.end, MAX_RETESTS)
  return rows.map((m) => ({
    mistake_id: m.id,
    question: m.question,
    course_id: m.course_id,
    stage: Math.max(0, Number(m.stage)),
    due_at: m.next_retest_at,
    overdue: m.next_retest_at < day.start,
    chat_id: m.chat_id,
    message_id: m.message_id,
  }))
}
