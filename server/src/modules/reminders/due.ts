import type { PlanEvent } from '@contract/study-plan'
import type { DB } from '../../db/database'
import { toPlanEvent, queryOccurrences, singleEventsWithReminders, usersWithRepeatingReminders } from '../study-plan'

/** The contract's largest reminder (a week ahead): how far ahead an occurrence can have one due now. */
const MAX_REMINDER_MIN = 10080
/** A reminder "at the start" may run this late and still go out (the job runs at the top of each minute). */
const AT_START_GRACE_MS = 60_000

export interface DueReminder {
  key: string
  userId: string
  event: PlanEvent
  fireAt: Date
}

/** One reminder per occurrence and start time: a moved occurrence is a new reminder, a repeat is not. */
export const reminderKey = (e: PlanEvent): string => `${e.event_id}|${e.occurrence_start ?? ''}|${e.start_at}`

/**
 * Every occurrence, in every student's plan, whose reminder (start − reminder_min) falls in
 * (from, now]: computed from the plan as it is now, so an event moved or deleted since is
 * reminded at its new time or not at all, with nothing stored ahead to go stale. Tasks already
 * done or skipped, and events already started, are not reminded.
 */
export async function dueReminders(db: DB, from: Date, now: Date): Promise<DueReminder[]> {
  const horizon = new Date(now.getTime() + MAX_REMINDER_MIN * 60_000).toISOString()
  // Students with a repeating event (or an edited occurrence) that carries a reminder: their
  // series are expanded the way the plan shows them (exceptions, edited occurrences).
  const expand = new Set(await usersWithRepeatingReminders(db, horizon))
  const singles = await singleEventsWithReminders(db, from.toISOString(), horizon)
  const occurrences: { userId: string; event: PlanEvent }[] = singles
    .filter((row) => !expand.has(row.user_id))
    .map((row) => ({ userId: row.user_id, event: toPlanEvent(row) }))
  for (const userId of expand) {
    for (const event of await queryOccurrences(db, userId, from.toISOString(), horizon)) occurrences.push({ userId, event })
  }
  const due: DueReminder[] = []
  for (const { userId, event } of occurrences) {
    if (event.reminder_min === null || event.status !== 'todo') continue
    const start = Date.parse(event.start_at)
    const fireAt = start - event.reminder_min * 60_000
    if (fireAt <= from.getTime() || fireAt > now.getTime() || start < now.getTime() - AT_START_GRACE_MS) continue
    due.push({ key: reminderKey(event), userId, event, fireAt: new Date(fireAt) })
  }
  return due.sort((a, b) => a.fireAt.getTime() - b.fireAt.getTime())
}
