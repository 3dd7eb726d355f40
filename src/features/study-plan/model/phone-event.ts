import type { PlanEvent } from '@contract/study-plan'
import type { PhoneCalendarEvent } from '@/lib/calendar'
import { addDays, atMinutes, fromDayKey } from '@/lib/dates'
import { parseRepeat } from './repeat'

const PERIOD_DAYS = { day: 1, week: 7 } as const

/** The event for a phone calendar: its repeat when the phone can say it, else this occurrence. */
export function phoneEventOf(e: PlanEvent): PhoneCalendarEvent {
  const base = { title: e.title, start: e.start_at, end: e.end_at, allDay: e.all_day, location: e.location, note: e.note, reminderMin: e.reminder_min }
  if (!e.rrule || e.edited) return { ...base, repeat: null }
  const start = new Date(e.start_at)
  const model = parseRepeat(e.rrule, start)
  const every = model.kind === 'daily' ? 'day' : model.kind === 'monthly' ? 'month' : model.kind === 'weekly' && model.days.length === 1 ? 'week' : null
  if (!every) return { ...base, repeat: null }
  let until: string | null = null
  if (model.end === 'until') until = atMinutes(fromDayKey(model.until), 23 * 60 + 59).toISOString()
  else if (model.end === 'count' && every !== 'month') until = addDays(start, (model.count - 1) * PERIOD_DAYS[every]).toISOString()
  else if (model.end === 'count') return { ...base, repeat: null }
  return { ...base, repeat: { every, until } }
}
