import type { Lang } from '@contract/common'
import { COURSES } from '../../../dictionary'
import type { EventKind, Intent, InstructionContext, PlanEventView } from '../operations'

/**
 * Every table is written in local wall-clock time ('YYYY-MM-DDTHH:mm') for one fixed local "now":
 * Wednesday 2026-03-11 10:30. The runner turns local times into instants with the zone's fixed
 * offset (neither zone below has daylight saving time in 2026), independently of the parser's own
 * time-zone code.
 */
export const NOW_LOCAL = '2026-03-11T10:30'
export const ZONE_OFFSETS_MIN: Record<string, number> = { 'Asia/Shanghai': 480, 'America/Mexico_City': -360 }

export function utc(local: string, zone: string): string {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(local)
  if (!m) throw new Error(`bad local time in the table: ${local}`)
  const [, y, mo, d, h, mi, s] = m.map(Number)
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s || 0) - ZONE_OFFSETS_MIN[zone] * 60_000).toISOString()
}

interface LocalEvent {
  id: string
  series: boolean
  /** The series' rule (its occurrences are exactly `times`; the API tests store it). */
  rrule?: string
  title: string
  course_id: number | null
  kind: EventKind
  times: [string, string][]
  all_day?: boolean
}

const daysOf = (from: number, to: number, start: string, end: string, weekdaysOnly: boolean): [string, string][] => {
  const out: [string, string][] = []
  for (let d = from; d <= to; d++) {
    const day = new Date(Date.UTC(2026, 2, d)).getUTCDay()
    if (!weekdaysOnly || (day >= 1 && day <= 5)) out.push([`2026-03-${String(d).padStart(2, '0')}T${start}`, `2026-03-${String(d).padStart(2, '0')}T${end}`])
  }
  return out
}
const weekdaysOf = (from: number, to: number, start: string, end: string) => daysOf(from, to, start, end, true)

/** The student's week around now (Mon 9 – Sun 22 March 2026). */
export const PLAN: LocalEvent[] = [
  { id: 'vocab', series: true, rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10', title: '背单词', course_id: 3, kind: 'study', times: weekdaysOf(9, 20, '07:00', '07:30') },
  {
    id: 'chem',
    series: true,
    rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=3',
    title: 'Chemistry class',
    course_id: 5,
    kind: 'class',
    times: [['2026-03-05T14:00', '2026-03-05T15:00'], ['2026-03-12T14:00', '2026-03-12T15:00'], ['2026-03-19T14:00', '2026-03-19T15:00']],
  },
  { id: 'phys-rev', series: false, title: 'Physics revision', course_id: 4, kind: 'study', times: [['2026-03-12T19:00', '2026-03-12T20:00']] },
  { id: 'maths-fri', series: false, title: 'Maths', course_id: 2, kind: 'class', times: [['2026-03-13T10:00', '2026-03-13T11:00']] },
  {
    id: 'piano',
    series: true,
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4',
    title: 'Piano',
    course_id: null,
    kind: 'other',
    times: ['09', '11', '16', '18'].map((d) => [`2026-03-${d}T18:00`, `2026-03-${d}T19:00`]),
  },
  { id: 'bio-exam', series: false, title: 'Biology exam', course_id: 6, kind: 'exam', times: [['2026-03-16T09:00', '2026-03-16T10:30']] },
  { id: 'eng-test', series: false, title: 'English test', course_id: 3, kind: 'exam', times: [['2026-03-17T08:00', '2026-03-17T09:30']] },
  { id: 'hist-essay', series: false, title: 'History essay', course_id: 7, kind: 'study', all_day: true, times: [['2026-03-14T00:00', '2026-03-15T00:00']] },
  { id: 'geo', series: false, title: 'Géographie', course_id: 8, kind: 'class', times: [['2026-03-10T10:00', '2026-03-10T11:00']] },
  { id: 'nap', series: false, title: '午睡', course_id: null, kind: 'rest', times: [['2026-03-15T13:00', '2026-03-15T14:00']] },
  { id: 'maths-rev', series: false, title: '数学复习', course_id: 2, kind: 'study', times: [['2026-03-14T15:00', '2026-03-14T17:00']] },
  // Two daily habits, for edits of a whole series, "this and following" and bulk changes of an evening.
  { id: 'callig', series: true, rrule: 'FREQ=DAILY;COUNT=14', title: '练字', course_id: null, kind: 'study', times: daysOf(9, 22, '20:00', '20:30', false) },
  { id: 'reading', series: true, rrule: 'FREQ=DAILY;COUNT=14', title: 'Reading', course_id: null, kind: 'study', times: daysOf(9, 22, '21:00', '21:30', false) },
]

export function planViews(events: LocalEvent[], zone: string): PlanEventView[] {
  return events.flatMap((e) =>
    e.times.map(([start, end]) => ({
      id: e.id,
      series_id: e.series ? e.id : null,
      occurrence_start: e.series ? utc(start, zone) : null,
      start_at: utc(start, zone),
      end_at: utc(end, zone),
      title: e.title,
      course_id: e.course_id,
      kind: e.kind,
      all_day: !!e.all_day,
      rrule: e.rrule ?? null,
    })),
  )
}

export function contextFor(zone: string, lang: Lang = 'en', events: LocalEvent[] = PLAN): InstructionContext {
  return {
    now: new Date(utc(NOW_LOCAL, zone)),
    timeZone: zone,
    lang,
    events: planViews(events, zone),
    courses: COURSES.map((c) => ({ id: c.id, name: c.name })),
    defaults: { durationMin: 60 },
  }
}

/** What a table row expects, in local time. `@<local>` inside an rrule is replaced by that instant's UTC form. */
type Scope = 'occurrence' | 'series' | 'following'

export type ExpectedOp =
  | { create: { title: string; course: number | null; kind: EventKind; start: string; end: string; allDay: boolean; rrule: string | null } }
  | { update: { id: string; occ: string | null; scope: Scope; start?: string; end?: string; title?: string } }
  | { delete: { id: string; occ: string | null; scope: Scope } }

export interface Row {
  text: string
  lang: Lang
  intent: Intent
  ops?: ExpectedOp[]
  /** The other reading of an edit whose scope is truly ambiguous (the preview offers both). */
  alt?: ExpectedOp[]
  range?: [string, string]
  /** Nothing changes: the reply asks the student to say it again (an impossible date, time or rule). */
  clarify?: boolean
}

interface AddOptions {
  rrule?: string
}

export const add = (title: string, course: number | null, kind: EventKind, start: string, end: string, o: AddOptions = {}): ExpectedOp => ({
  create: { title, course, kind, start, end, allDay: false, rrule: o.rrule ?? null },
})

/** An all-day event on `day` (YYYY-MM-DD): local midnight to the next local midnight. */
export const allDay = (title: string, course: number | null, kind: EventKind, day: string, o: AddOptions = {}): ExpectedOp => {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return { create: { title, course, kind, start: `${day}T00:00`, end: `${next}T00:00`, allDay: true, rrule: o.rrule ?? null } }
}

export const move = (id: string, occ: string | null, start: string, end: string): ExpectedOp => ({
  update: { id, occ, scope: occ ? 'occurrence' : 'series', start, end },
})

/** Every occurrence of a series changes, addressed through the occurrence the change was read on. */
export const moveSeries = (id: string, occ: string, start: string, end: string): ExpectedOp => ({ update: { id, occ, scope: 'series', start, end } })

/** This occurrence and the following ones change (the series is split there). */
export const moveFollowing = (id: string, occ: string, start: string, end: string): ExpectedOp => ({ update: { id, occ, scope: 'following', start, end } })

/** A new title for an event (its times unchanged). */
export const rename = (id: string, occ: string | null, title: string, scope: Scope = occ ? 'occurrence' : 'series'): ExpectedOp => ({
  update: { id, occ, scope, title },
})

export const del = (id: string, occ: string | null, scope: Scope = occ ? 'occurrence' : 'series'): ExpectedOp => ({
  delete: { id, occ, scope },
})

/** A question back, nothing changed. */
export const clarify = (lang: Lang, text: string, intent: Intent): Row => ({ lang, text, intent, ops: [], clarify: true })

export const WEEKDAYS = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
/** "until 30 June": the end of that local day. */
export const UNTIL_JUNE_30 = 'UNTIL=@2026-06-30T23:59:59'
/** Questions without a date look 60 days ahead. */
export const NEXT_60_DAYS: [string, string] = [NOW_LOCAL, '2026-05-10T10:30']
