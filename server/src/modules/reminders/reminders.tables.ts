/**
 * Reminders the server has sent: one row per event occurrence and start time. Inserted in the
 * same transaction as the notification, so whichever instance inserts it first sends it and every
 * other attempt (a second instance, a run after a restart) finds the row and sends nothing.
 * An event moved to another time is another key: its reminder is armed again for the new time.
 */
export interface SentRemindersTable {
  /** `<event or series id>|<occurrence start or ''>|<start instant>` */
  reminder_key: string
  user_id: string
  event_id: string
  start_at: string
  /** The minute the reminder was due (start − reminder_min). */
  fire_at: string
  /** The run that sent it (the job's clock). */
  sent_at: string
  notification_id: string | null
}

export interface ReminderTables {
  sent_reminders: SentRemindersTable
}
