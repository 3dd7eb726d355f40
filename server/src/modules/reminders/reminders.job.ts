import { defineJob } from '../../jobs/define'
import type { App } from '../../types'
import { addNotification, pushNotification } from '../notifications'
import { dueReminders, type DueReminder } from './due'
import { claimReminder, setReminderNotification } from './reminders.repository'

const MINUTE_MS = 60_000

/**
 * Sends one reminder: the sent_reminders row and the notification in one transaction, so of two
 * instances (or a run repeated after a restart) exactly one inserts the row and sends; the push
 * goes once that committed. Returns whether this call sent it.
 */
async function send(app: App, r: DueReminder, now: Date): Promise<boolean> {
  const notificationId = await app.db.transaction().execute(async (trx) => {
    const claimed = await claimReminder(trx, {
      key: r.key,
      userId: r.userId,
      eventId: r.event.event_id,
      startAt: r.event.start_at,
      fireAt: r.fireAt.toISOString(),
      sentAt: now.toISOString(),
    })
    if (!claimed) return null
    const id = await addNotification(trx, {
      userId: r.userId,
      kind: 'plan',
      template: 'plan.reminder',
      params: { title: r.event.title, kind: r.event.kind, start_at: r.event.start_at, zone: r.event.time_zone, all_day: r.event.all_day },
      link: 'pages/schedule/index',
      dedupeKey: `reminder:${r.key}`,
    })
    await setReminderNotification(trx, r.key, id)
    return id ?? ''
  })
  if (notificationId === null) return false
  if (notificationId) {
    // A reminder's push is the point of it: one more try when a channel failed (a connection
    // reset, a cold cloud function). The receiver drops a repeat by its request id.
    const outcome = await pushNotification(app, notificationId)
    if (outcome && Object.values(outcome).includes('failed')) await pushNotification(app, notificationId)
  }
  return true
}

/**
 * Every event's and exam's reminder (`reminder_min` before it starts), at the top of each minute,
 * through the notification list and the configured push channels. Each run looks at the last
 * REMINDER_LATE_MAX_MIN minutes, so a run missed by a restart still sends what fell due, and the
 * sent_reminders table keeps each one to a single send.
 */
export const remindersJob = defineJob({
  name: 'event-reminders',
  intervalMs: MINUTE_MS,
  nextRunAt: (after) => new Date((Math.floor(after.getTime() / MINUTE_MS) + 1) * MINUTE_MS),
  timeoutMs: 5 * MINUTE_MS,
  run: async ({ app, now, signal }) => {
    const from = new Date(now.getTime() - app.config.REMINDER_LATE_MAX_MIN * MINUTE_MS)
    const due = await dueReminders(app.db, from, now)
    let sent = 0
    for (const reminder of due) {
      if (signal.aborted) break
      if (await send(app, reminder, now)) sent++
    }
    return { due: due.length, sent }
  },
})
