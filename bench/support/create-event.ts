/** Monday 00:00 UTC of next week. */
export function nextMonday(): Date {
  const monday = new Date()
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7)
  monday.setUTCHours(0, 0, 0, 0)
  return monday
}

/** The i-th of a week's 50 study events (Monday to Sunday, 7-8 a day, 45 minutes each). */
export function weekEvent(monday: Date, i: number) {
  const start = new Date(monday.getTime() + Math.floor(i / 8) * 86_400_000 + (i % 8) * 3_600_000)
  return { title: `复习 ${i + 1}`, course_id: (i % 10) + 1, kind: 'study', start_at: start.toISOString(), end_at: new Date(start.getTime() + 2_700_000).toISOString(), all_day: false, rrule: null }
}

/** What the create bench posts: event 3 moved into the week after, so the measured week stays at 50. */
export function createBody(monday = nextMonday()) {
  return { ...weekEvent(monday, 3), start_at: new Date(monday.getTime() + 8 * 86_400_000).toISOString(), end_at: new Date(monday.getTime() + 8 * 86_400_000 + 2_700_000).toISOString() }
}
