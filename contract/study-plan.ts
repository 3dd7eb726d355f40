import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'

/**
 * The study plan: events (single or recurring, stored as RRULE), the operations that change them
 * (shared by hand edits, the instruction bar, presets and exam blocks), previews and undo/redo.
 *
 * Addressing: `event_id` is always the row that owns the event: the series for any occurrence of a
 * recurring event (even one edited on its own), the event itself otherwise. `occurrence_start` is
 * the original start of the occurrence (RECURRENCE-ID), or null for the whole event/series.
 */

export const EVENT_KINDS = ['study', 'class', 'exam', 'rest', 'other'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export const EventKind = Type.Union(EVENT_KINDS.map((k) => Type.Literal(k)))

export const EVENT_STATUSES = ['todo', 'done', 'skipped'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]
export const EventStatus = Type.Union(EVENT_STATUSES.map((s) => Type.Literal(s)))

export const EVENT_SOURCES = ['manual', 'assistant', 'preset'] as const
export type EventSource = (typeof EVENT_SOURCES)[number]
export const EventSource = Type.Union(EVENT_SOURCES.map((s) => Type.Literal(s)))

export const MAX_TITLE_LENGTH = 100

export const EventDraft = Type.Object({
  title: Type.String({ minLength: 1, maxLength: MAX_TITLE_LENGTH }),
  course_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** All-day events start at local midnight of their first day and end at local midnight after it. */
  start_at: Instant,
  end_at: Instant,
  all_day: Type.Boolean(),
  /**
   * RFC 5545 RRULE without DTSTART. DTSTART is `start_at` read as wall-clock time in the event's
   * time zone, so BYDAY names local weekdays; UNTIL is a UTC instant (the end of the last local day).
   */
  rrule: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]),
  kind: EventKind,
  reminder_min: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10080 }), Type.Null()])),
  location: Type.Optional(Type.String({ maxLength: 100 })),
  note: Type.Optional(Type.String({ maxLength: 1000, text: 'multiline' })),
})
export type EventDraft = Static<typeof EventDraft>

const EventPatchFields = Type.Object({ ...EventDraft.properties, status: EventStatus })
export const EventPatch = Type.Partial(EventPatchFields)
export type EventPatch = Static<typeof EventPatch>

/** One occurrence, the whole series, or this occurrence and the ones after it (the series splits there). */
export const OperationScope = Type.Union([Type.Literal('occurrence'), Type.Literal('series'), Type.Literal('following')])
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

export const TimeRange = Type.Object({ from: Instant, to: Instant })
export type TimeRange = Static<typeof TimeRange>

/** Another reading of an edit whose scope the instruction leaves open ("cancel reading": the next one, or all?). */
export const ScopeChoice = Type.Object({
  scope: OperationScope,
  operations: Type.Array(PlanOperation),
  reply: Type.String(),
})
export type ScopeChoice = Static<typeof ScopeChoice>

export const InstructionResult = Type.Object({
  intent: Intent,
  operations: Type.Array(PlanOperation),
  /** When the scope is truly ambiguous: the other reading(s), which the student may pick instead. */
  alternatives: Type.Optional(Type.Array(ScopeChoice)),
  /** The period a list or question is about (the service can re-query it to show the events). */
  range: Type.Optional(TimeRange),
  /** Short text in the instruction's own language: the change, the answer, or why nothing was done. */
  reply: Type.String(),
})
export type InstructionResult = Static<typeof InstructionResult>

// ---- Events as the API shows them ------------------------------------------------------------

/** One occurrence of the plan: a single event, or one occurrence of a series (edited or not). */
export const PlanEvent = Type.Object({
  /** The row shown: the series for a plain occurrence, an edited occurrence's own row, or the event. */
  id: Id,
  /** The owner to address in changes: the series for an occurrence, else the event itself. */
  event_id: Id,
  series_id: Type.Union([Id, Type.Null()]),
  /** Original start of the occurrence (RECURRENCE-ID), null for a single event. */
  occurrence_start: Type.Union([Instant, Type.Null()]),
  title: Type.String(),
  course_id: Type.Union([Type.Integer(), Type.Null()]),
  start_at: Instant,
  end_at: Instant,
  all_day: Type.Boolean(),
  time_zone: Type.String(),
  /** The series' rule (for "repeats every …"), null for a single event. */
  rrule: Type.Union([Type.String(), Type.Null()]),
  kind: EventKind,
  status: EventStatus,
  source: EventSource,
  /** Created or changed by the assistant and not opened since. */
  unread: Type.Boolean(),
  reminder_min: Type.Union([Type.Integer(), Type.Null()]),
  location: Type.String(),
  note: Type.String(),
  /** This occurrence was changed on its own. */
  edited: Type.Boolean(),
})
export type PlanEvent = Static<typeof PlanEvent>

/** At most this many days per query (a month view plus its edges). */
export const MAX_QUERY_DAYS = 92

export const QueryEventQuery = Type.Object({ from: Instant, to: Instant })
export type QueryEventQuery = Static<typeof QueryEventQuery>
export const PlanEventList = Type.Object({ events: Type.Array(PlanEvent) })
export type PlanEventList = Static<typeof PlanEventList>

export const EventAddress = Type.Object({
  event_id: Id,
  occurrence_start: Type.Optional(Type.Union([Instant, Type.Null()])),
})
export type EventAddress = Static<typeof EventAddress>

export const CreateEventBody = Type.Object({
  ...EventDraft.properties,
  status: Type.Optional(EventStatus),
  /** IANA zone the event's wall-clock times and weekdays are read in; default: the request's. */
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type CreateEventBody = Static<typeof CreateEventBody>

export const AlterEventBody = Type.Object({
  event_id: Id,
  occurrence_start: Type.Optional(Type.Union([Instant, Type.Null()])),
  /** 'occurrence' changes one occurrence of a series; 'series' the whole series. */
  scope: Type.Optional(OperationScope),
  /** At least one field: an empty change would still be an undo step that does nothing. */
  patch: Type.Partial(EventPatchFields, { minProperties: 1 }),
})
export type AlterEventBody = Static<typeof AlterEventBody>

export const DeleteEventQuery = Type.Object({
  event_id: Id,
  occurrence_start: Type.Optional(Instant),
  scope: Type.Optional(OperationScope),
})
export type DeleteEventQuery = Static<typeof DeleteEventQuery>

// ---- Undo / redo ------------------------------------------------------------------------------

export const STEP_KINDS = ['create', 'alter', 'delete', 'instruction', 'preset', 'exam_blocks'] as const
export type StepKind = (typeof STEP_KINDS)[number]
export const StepKind = Type.Union(STEP_KINDS.map((k) => Type.Literal(k)))

/** What one undoable step did: "moved Maths", "instruction: 5 events". */
export const StepLabel = Type.Object({
  kind: StepKind,
  /** The title of the (first) event the step touched. */
  title: Type.String(),
  /** Events (rows) the step touched. */
  count: Type.Integer({ minimum: 0 }),
  at: Instant,
})
export type StepLabel = Static<typeof StepLabel>

export const UndoStatus = Type.Object({
  can_undo: Type.Boolean(),
  can_redo: Type.Boolean(),
  undo: Type.Union([StepLabel, Type.Null()]),
  redo: Type.Union([StepLabel, Type.Null()]),
})
export type UndoStatus = Static<typeof UndoStatus>

export const UndoOrRedoQuery = Type.Object({ action: Type.Union([Type.Literal('undo'), Type.Literal('redo')]) })
export type UndoOrRedoQuery = Static<typeof UndoOrRedoQuery>

export const UndoOrRedoResult = Type.Object({
  action: Type.Union([Type.Literal('undo'), Type.Literal('redo')]),
  step: StepLabel,
  status: UndoStatus,
})
export type UndoOrRedoResult = Static<typeof UndoOrRedoResult>

export const PlanChangeResult = Type.Object({
  /** The event as it is now (null when it was deleted or cannot be shown as one occurrence). */
  event: Type.Union([PlanEvent, Type.Null()]),
  status: UndoStatus,
})
export type PlanChangeResult = Static<typeof PlanChangeResult>

// ---- Previews and proposals -------------------------------------------------------------------

export const PreviewItem = Type.Object({
  title: Type.String(),
  course_id: Type.Union([Type.Integer(), Type.Null()]),
  kind: EventKind,
  start_at: Instant,
  end_at: Instant,
  all_day: Type.Boolean(),
  rrule: Type.Union([Type.String(), Type.Null()]),
  /** 'series' when the change applies to every occurrence. */
  scope: OperationScope,
})
export type PreviewItem = Static<typeof PreviewItem>

export const PlanPreview = Type.Object({
  added: Type.Array(PreviewItem),
  changed: Type.Array(Type.Object({ before: PreviewItem, after: PreviewItem })),
  removed: Type.Array(PreviewItem),
  /** A new or moved event overlapping one already in the plan (first weeks of a series). */
  conflicts: Type.Array(Type.Object({ item: PreviewItem, with: PreviewItem })),
})
export type PlanPreview = Static<typeof PlanPreview>

/** Changes shown before they are made; applied by id as one undoable step. */
export const Proposal = Type.Object({
  id: Id,
  operations: Type.Array(PlanOperation),
  preview: PlanPreview,
  expires_at: Instant,
})
export type Proposal = Static<typeof Proposal>

export const MAX_INSTRUCTION_LENGTH = 500

export const InstructionBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: MAX_INSTRUCTION_LENGTH, text: 'multiline' }) })
export type InstructionBody = Static<typeof InstructionBody>

export const InstructionAnswer = Type.Object({
  intent: Intent,
  reply: Type.String(),
  /** Who read the instruction: the configured model, or the offline parser. */
  engine: Type.Union([Type.Literal('model'), Type.Literal('offline')]),
  proposal: Type.Union([Proposal, Type.Null()]),
  /**
   * When the instruction leaves the scope open ("cancel reading": the next one, or every day?):
   * the other reading(s), each previewed on its own; the student confirms one of them or `proposal`.
   */
  alternatives: Type.Array(Type.Object({ scope: OperationScope, reply: Type.String(), proposal: Proposal })),
  range: Type.Union([TimeRange, Type.Null()]),
  /** For a list or a question: the occurrences in `range` (at most 50). */
  events: Type.Array(PlanEvent),
})
export type InstructionAnswer = Static<typeof InstructionAnswer>

export const ApplyProposalBody = Type.Object({ proposal_id: Id })
export type ApplyProposalBody = Static<typeof ApplyProposalBody>

export const ApplyProposalResult = Type.Object({ step: Type.Union([StepLabel, Type.Null()]), status: UndoStatus })
export type ApplyProposalResult = Static<typeof ApplyProposalResult>

export const PresetAnswer = Type.Object({ reply: Type.String(), proposal: Type.Union([Proposal, Type.Null()]) })
export type PresetAnswer = Static<typeof PresetAnswer>

// ---- Unread, export --------------------------------------------------------------------------

export const UnreadEventNum = Type.Object({ unread_event_num: Type.Integer({ minimum: 0 }) })
export type UnreadEventNum = Static<typeof UnreadEventNum>

export const ClearUnreadQuery = Type.Object({ event_id: Type.Optional(Id) })
export type ClearUnreadQuery = Static<typeof ClearUnreadQuery>

export const ExportIcsQuery = Type.Object({ event_id: Type.Optional(Id) })
export type ExportIcsQuery = Static<typeof ExportIcsQuery>

export const IcsFile = Type.Object({ filename: Type.String(), content: Type.String() })
export type IcsFile = Static<typeof IcsFile>
