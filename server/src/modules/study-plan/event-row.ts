import type { Selectable } from 'kysely'
import type { EventDraft, EventKind, EventSource, EventStatus, PlanEvent } from '@contract/study-plan'
import { MAX_TITLE_LENGTH } from '@contract/study-plan'
import { AppError } from '../../errors'
import { toBool } from '../../db/time'
import { isCourseId } from '../dictionary'
import { hasOccurrences, seriesEnd } from './time/recurrence'
import { normalizeRrule } from './time/rrule-check'
import type { StudyEventsTable } from './study-plan.tables'
import { parseInstant } from '../../lib/instant'
import { addDays, localMoment, toInstant, localDate, isTimeZone } from '../../lib/time'
import { charLength } from '../../lib/text'

export type EventRow = Selectable<StudyEventsTable>
/** A row as written: series_end_at and done_day are derived from the others when it is stored. */
export type NewEventRow = Omit<EventRow, 'series_end_at' | 'done_day'>

/** A timed event may last at most this long (a whole-day event: up to 31 days). */
export const MAX_EVENT_MS = 31 * 86_400_000

/** An instant as stored and sent: UTC, four-digit year (never "+010000-…", which no client reads). */
const STORABLE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** UTC ISO text of an instant from a request; a 400 (never a RangeError) if it cannot be one. */
export const iso = (value: string, field = 'start_at'): string => parseInstant(value, field)

/** What series_end_at holds for a row: a series' bound (seriesEnd, NEVER_ENDS when open), null for anything else. */
export const seriesEndOf = (row: Pick<EventRow, 'rrule' | 'parent_id' | 'start_at' | 'end_at' | 'time_zone' | 'exdates'>): string | null =>
  row.rrule && !row.parent_id ? seriesEnd({ ...row, rrule: row.rrule }) : null

/**
 * What done_day holds for a row: the day a single event (an edited occurrence too) was ticked
 * off, when that is the event's own day in its zone; null for anything else. A task ticked on
 * another day (tomorrow's ticked today, last week's ticked to mend a streak) counts for no day.
 */
export const doneDayOf = (row: Pick<EventRow, 'rrule' | 'status' | 'done_at' | 'start_at' | 'time_zone'>): string | null => {
  if (row.rrule !== null || row.status !== 'done' || !row.done_at) return null
  const day = localDate(row.start_at, row.time_zone)
  return localDate(row.done_at, row.time_zone) === day ? day : null
}

/**
 * The columns an occurrence is shown from (toPlanEvent) and a series expanded from: what a
 * window of the plan reads (store/window-rows.repository.ts), not the bookkeeping columns.
 */
export const SHOWN_COLUMNS = [
  'id',
  'title',
  'course_id',
  'start_at',
  'end_at',
  'all_day',
  'time_zone',
  'rrule',
  'exdates',
  'parent_id',
  'recurrence_id',
  'kind',
  'status',
  'source',
  'unread',
  'reminder_min',
  'location',
  'note',
] as const satisfies readonly (keyof EventRow)[]
export type ShownRow = Pick<EventRow, (typeof SHOWN_COLUMNS)[number]>

/** The event as the API shows one occurrence of it. */
export function toPlanEvent(row: ShownRow, at?: { series: ShownRow; start: string; end: string; occurrence: string }): PlanEvent {
  const series = at?.series ?? null
  return {
    id: row.id,
    event_id: series ? series.id : row.id,
    series_id: series ? series.id : null,
    occurrence_start: at ? at.occurrence : null,
    title: row.title,
    course_id: row.course_id,
    start_at: at ? at.start : row.start_at,
    end_at: at ? at.end : row.end_at,
    all_day: toBool(row.all_day),
    time_zone: row.time_zone,
    rrule: series ? series.rrule : row.rrule,
    kind: row.kind as EventKind,
    status: row.status as EventStatus,
    source: row.source as EventSource,
    unread: toBool(row.unread),
    reminder_min: row.reminder_min,
    location: row.location,
    note: row.note,
    edited: row.parent_id !== null,
  }
}

/** The fields of an event a draft or a patch sets, checked and written one way. */
export interface EventFields {
  title: string
  course_id: number | null
  start_at: string
  end_at: string
  all_day: number
  rrule: string | null
  kind: string
  status: string
  reminder_min: number | null
  location: string
  note: string
}

export const fieldsOf = (row: EventRow): EventFields => ({
  title: row.title,
  course_id: row.course_id,
  start_at: row.start_at,
  end_at: row.end_at,
  all_day: row.all_day,
  rrule: row.rrule,
  kind: row.kind,
  status: row.status,
  reminder_min: row.reminder_min,
  location: row.location,
  note: row.note,
})

export function draftFields(draft: EventDraft & { status?: EventStatus }): EventFields {
  return {
    title: draft.title,
    course_id: draft.course_id,
    start_at: draft.start_at,
    end_at: draft.end_at,
    all_day: draft.all_day ? 1 : 0,
    rrule: draft.rrule,
    kind: draft.kind,
    status: draft.status ?? 'todo',
    reminder_min: draft.reminder_min ?? null,
    location: draft.location ?? '',
    note: draft.note ?? '',
  }
}

export function checkZone(zone: string): string {
  if (!isTimeZone(zone)) throw new AppError('TIME_ZONE_INVALID', { zone: zone.slice(0, 64) })
  return zone
}

/**
 * Checks what an event would be after a create or a change, and writes it one way: instants as
 * UTC ISO text, all-day events from local midnight to local midnight, the rule normalised.
 * Throws the 400 that names the field to fix.
 */
export function settle(fields: EventFields, zone: string): EventFields {
  const title = fields.title.trim()
  if (!title) throw new AppError('VALIDATION', { field: 'title', issue: 'missing' })
  if (charLength(title) > MAX_TITLE_LENGTH) throw new AppError('FIELD_TOO_LONG', { field: 'title', max: MAX_TITLE_LENGTH })
  if (fields.course_id !== null && !isCourseId(fields.course_id)) throw new AppError('VALIDATION', { field: 'course_id' })
  let start = iso(fields.start_at, 'start_at')
  let end = iso(fields.end_at, 'end_at')
  if (fields.all_day) {
    const first = localMoment(start, zone).date
    const last = localMoment(end, zone)
    start = toInstant(first, 0, zone)
    // An end at 00:00 closes the day before; any later time includes its day.
    end = toInstant(last.minutes === 0 ? last.date : addDays(last.date, 1), 0, zone)
    if (Date.parse(end) <= Date.parse(start)) end = toInstant(addDays(first, 1), 0, zone)
  }
  // Whatever the dates, only what the API can send back is stored (four-digit years, UTC).
  if (!STORABLE.test(start)) throw new AppError('VALIDATION', { field: 'start_at' })
  if (!STORABLE.test(end)) throw new AppError('VALIDATION', { field: 'end_at' })
  if (Date.parse(end) <= Date.parse(start)) throw new AppError('EVENT_TIME_INVALID', { field: 'end_at' })
  if (Date.parse(end) - Date.parse(start) > MAX_EVENT_MS) throw new AppError('VALIDATION', { field: 'end_at' })
  const rrule = fields.rrule === null ? null : normalizeRrule(fields.rrule, zone)
  if (rrule && !hasOccurrences({ start_at: start, end_at: end, time_zone: zone, rrule, exdates: '[]' })) {
    throw new AppError('RRULE_INVALID', { rule: rrule })
  }
  return { ...fields, title, start_at: start, end_at: end, rrule }
}
