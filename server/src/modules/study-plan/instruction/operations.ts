import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant, type Lang } from '@contract/common'
import type { Localized } from '../../../i18n'

/**
 * The changes an instruction asks for. Both the offline parser and the LLM tool-call path produce
 * these, so the service previews and applies them one way. They are TypeBox schemas because the
 * LLM path must validate what a model sends before anything touches the database.
 *
 * Addressing: `event_id` is always the row that owns the event: the series for any occurrence of a
 * recurring event (even one edited on its own), the event itself otherwise. `occurrence_start` is
 * the original start of the occurrence (RECURRENCE-ID), or null for the whole event/series.
 * A non-recurring event is addressed with scope 'series' and occurrence_start null.
 */

export const EVENT_KINDS = ['study', 'class', 'exam', 'rest', 'other'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const EventKind = Type.Union(EVENT_KINDS.map((k) => Type.Literal(k)))

export const EventDraft = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  course_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** All-day events start at local midnight of their first day and end at local midnight after it. */
  start_at: Instant,
  end_at: Instant,
  all_day: Type.Boolean(),
  /**
   * RFC 5545 RRULE without DTSTART. DTSTART is `start_at` read as wall-clock time in the request's
   * time zone, so BYDAY names local weekdays; UNTIL is a UTC instant (the end of the last local day).
   */
  rrule: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]),
  kind: EventKind,
  reminder_min: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10080 }), Type.Null()])),
  location: Type.Optional(Type.String({ maxLength: 100 })),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type EventDraft = Static<typeof EventDraft>

export const EventPatch = Type.Partial(EventDraft)
export type EventPatch = Static<typeof EventPatch>

export const OperationScope = Type.Union([Type.Literal('occurrence'), Type.Literal('series')])
export type OperationScope = Static<typeof OperationScope>

export const CreateOperation = Type.Object({ op: Type.Literal('create'), event: EventDraft })
export const UpdateOperation = Type.Object({
  op: Type.Literal('update'),
  event_id: Id,
  occurrence_start: Type.Union([Instant, Type.Null()]),
  scope: OperationScope,
  patch: EventPatch,
})
export const DeleteOperation = Type.Object({
  op: Type.Literal('delete'),
  event_id: Id,
  occurrence_start: Type.Union([Instant, Type.Null()]),
  scope: OperationScope,
})

export const PlanOperation = Type.Union([CreateOperation, UpdateOperation, DeleteOperation])
export type PlanOperation = Static<typeof PlanOperation>
export type CreateOperation = Static<typeof CreateOperation>
export type UpdateOperation = Static<typeof UpdateOperation>
export type DeleteOperation = Static<typeof DeleteOperation>

export const INTENTS = ['add', 'move', 'delete', 'list', 'repeat', 'question', 'unknown'] as const
export type Intent = (typeof INTENTS)[number]
export const Intent = Type.Union(INTENTS.map((i) => Type.Literal(i)))

export const InstructionResult = Type.Object({
  intent: Intent,
  operations: Type.Array(PlanOperation),
  /** The period a list or question is about (the service can re-query it to show the events). */
  range: Type.Optional(Type.Object({ from: Instant, to: Instant })),
  /** Short text in the instruction's own language: the change, the answer, or why nothing was done. */
  reply: Type.String(),
})
export type InstructionResult = Static<typeof InstructionResult>

/** One occurrence of the student's plan, as the service expands it for the parser. */
export interface PlanEventView {
  /** The row: the series for a plain occurrence, an edited occurrence's own row, or a single event. */
  id: string
  /** The series this occurrence belongs to, null for a non-recurring event. */
  series_id: string | null
  /** Original start of the occurrence (RECURRENCE-ID) when it belongs to a series. */
  occurrence_start: string | null
  start_at: string
  end_at: string
  title: string
  course_id: number | null
  kind: EventKind
  all_day: boolean
}

export interface CourseNames {
  id: number
  name: Localized
}

export interface InstructionContext {
  now: Date
  /** IANA zone of the student, e.g. Asia/Shanghai. */
  timeZone: string
  /** UI language: only a hint, the instruction's own language wins. */
  lang: Lang
  /** Occurrences in a window around now (the wider, the more questions it can answer). */
  events: PlanEventView[]
  courses: CourseNames[]
  defaults: { durationMin: number }
}
