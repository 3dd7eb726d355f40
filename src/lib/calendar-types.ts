/** One event as a phone calendar takes it (the mini-program's addPhoneCalendar). */
export interface PhoneCalendarEvent {
  title: string
  start: string
  end: string
  allDay: boolean
  location: string
  note: string
  reminderMin: number | null
  /** A repeat the phone calendar can express; anything else adds this one occurrence. */
  repeat: { every: 'day' | 'week' | 'month' | 'year'; until: string | null } | null
}
