import type { CreateEventBody, EventKind, EventPatch, PlanEvent } from '@contract/study-plan'
import { addDays, atMinutes, clockOf, dayKey, fromDayKey, hhmm, startOfDay } from '@/lib/dates'
import { buildRepeat, parseRepeat, type RepeatModel } from './repeat'

/** What the event form edits, in the student's own terms (days and clock times). */
export interface FormValues {
  title: string
  course_id: number | null
  kind: EventKind
  all_day: boolean
  /** YYYY-MM-DD */
  date: string
  /** All-day events: the last day (YYYY-MM-DD). */
  end_date: string
  /** HH:mm */
  start: string
  end: string
  repeat: RepeatModel
  reminder_min: number | null
  location: string
  note: string
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** The form for an event; `withRepeat` when its whole series (or a single event) is edited. */
export function valuesOf(e: PlanEvent, withRepeat: boolean): FormValues {
  const start = new Date(e.start_at)
  const end = new Date(e.end_at)
  return {
    title: e.title,
    course_id: e.course_id,
    kind: e.kind,
    all_day: e.all_day,
    date: dayKey(start),
    end_date: dayKey(e.all_day ? addDays(end, -1) : end),
    start: hhmm(start),
    end: hhmm(end),
    repeat: parseRepeat(withRepeat ? e.rrule : null, start),
    reminder_min: e.reminder_min,
    location: e.location,
    note: e.note,
  }
}

/** A new event on `day` at the next whole hour (or 19:00 on another day), one hour long. */
export function blankValues(day: Date, now = new Date()): FormValues {
  const today = dayKey(day) === dayKey(now)
  const hour = today ? Math.min(23, now.getHours() + 1) : 19
  const start = clockOf(hour * 60)
  return {
    title: '',
    course_id: null,
    kind: 'study',
    all_day: false,
    date: dayKey(day),
    end_date: dayKey(day),
    start,
    end: hour === 23 ? '23:59' : clockOf((hour + 1) * 60),
    repeat: parseRepeat(null, day),
    reminder_min: null,
    location: '',
    note: '',
  }
}

/** An end at or before the start means the next day (23:30–00:30). */
export const endsNextDay = (v: FormValues) => !v.all_day && minutes(v.end) <= minutes(v.start)

export function timesOf(v: FormValues): { start_at: string; end_at: string } {
  const day = fromDayKey(v.date)
  if (v.all_day) {
    const last = fromDayKey(v.end_date < v.date ? v.date : v.end_date)
    return { start_at: startOfDay(day).toISOString(), end_at: addDays(startOfDay(last), 1).toISOString() }
  }
  const start = atMinutes(day, minutes(v.start))
  const end = atMinutes(endsNextDay(v) ? addDays(day, 1) : day, minutes(v.end))
  return { start_at: start.toISOString(), end_at: end.toISOString() }
}

export function draftOf(v: FormValues): CreateEventBody {
  return {
    title: v.title.trim(),
    course_id: v.course_id,
    ...timesOf(v),
    all_day: v.all_day,
    rrule: buildRepeat(v.repeat),
    kind: v.kind,
    reminder_min: v.reminder_min,
    location: v.location.trim(),
    note: v.note.trim(),
  }
}

/** Only what changed, so editing the title of a series does not touch its times. */
export function patchOf(before: FormValues, after: FormValues, occurrenceOnly: boolean): EventPatch {
  const a = draftOf(before)
  const b = draftOf(after)
  const patch: EventPatch = {}
  for (const key of ['title', 'course_id', 'all_day', 'kind', 'reminder_min', 'location', 'note'] as const) {
    if (a[key] !== b[key]) (patch as Record<string, unknown>)[key] = b[key]
  }
  if (a.start_at !== b.start_at || a.end_at !== b.end_at || a.all_day !== b.all_day) {
    patch.start_at = b.start_at
    patch.end_at = b.end_at
  }
  if (!occurrenceOnly && a.rrule !== b.rrule) patch.rrule = b.rrule
  return patch
}

export type { RepeatModel }
