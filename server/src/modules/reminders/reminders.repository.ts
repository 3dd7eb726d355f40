import type { Executor } from '../../db/database'

/** Each reminder sent once: its key is the event, the occurrence and the minutes before. */

/** Claims a reminder for sending: false when it was sent already (by this or another instance). */
export async function claimReminder(
  db: Executor,
  r: { key: string; userId: string; eventId: string; startAt: string; fireAt: string; sentAt: string },
): Promise<boolean> {
  const claimed = await db
    .insertInto('sent_reminders')
    .values({ reminder_key: r.key, user_id: r.userId, event_id: r.eventId, start_at: r.startAt, fire_at: r.fireAt, sent_at: r.sentAt, notification_id: null })
    .onConflict((oc) => oc.column('reminder_key').doNothing())
    .executeTakeFirst()
  return Number(claimed.numInsertedOrUpdatedRows ?? 0n) > 0
}

export async function setReminderNotification(db: Executor, key: string, notificationId: string | null): Promise<void> {
  await db.updateTable('sent_reminders').set({ notification_id: notificationId }).where('reminder_key', '=', key).execute()
}
