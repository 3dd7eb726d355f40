import type { Lang } from '@contract/common'
import type { EventKind } from '@contract/study-plan'
import type { Localized } from '../../../i18n'

/**
 * The changes an instruction asks for live in the contract (contract/study-plan.ts): both the
 * offline parser and the LLM tool-call path produce them, the service previews and applies them one
 * way, and the client's preview reads them as types. They are TypeBox schemas because the LLM path
 * must validate what a model sends before anything touches the database.
 */
export {
  EVENT_KINDS,
  EventKind,
  EventDraft,
  EventPatch,
  OperationScope,
  CreateOperation,
  UpdateOperation,
  DeleteOperation,
  PlanOperation,
  INTENTS,
  Intent,
  InstructionResult,
} from '@contract/study-plan'

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
  /** The series' rule (to know which readings of "move chemistry to Friday" make sense), null for a single event. */
  rrule: string | null
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
