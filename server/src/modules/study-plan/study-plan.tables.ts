import type { Generated } from 'kysely'

export interface StudyEventsTable {
  id: string
  user_id: string
  title: string
  course_id: number | null
  /** ISO instants (UTC). For all-day events, local midnight in `time_zone`. */
  start_at: string
  end_at: string
  all_day: Generated<number>
  time_zone: Generated<string>
  /** RFC 5545 RRULE (without DTSTART) or null for a single event. */
  rrule: string | null
  /** JSON array of occurrence starts removed from the series. */
  exdates: Generated<string>
  /**
   * For a series: an instant no occurrence ends after (see seriesEnd; NEVER_ENDS when it never
   * ends); null for every other row. Written by PlanTx and undo, never by hand.
   */
  series_end_at: string | null
  /** For an edited occurrence of a series: the series id and the occurrence it replaces. */
  parent_id: string | null
  recurrence_id: string | null
  reminder_min: number | null
  location: Generated<string>
  note: Generated<string>
  /** study | class | exam | rest | other */
  kind: Generated<string>
  /** todo | done | skipped */
  status: Generated<string>
  /** When the student ticked it off (status done), by the plan's clock; null otherwise. */
  done_at: string | null
  /**
   * The student's day (YYYY-MM-DD, in the event's zone) a single event was ticked off on, when that
   * is its own day; null otherwise. Derived from the row on every write (doneDayOf), so the streak
   * reads at most one index entry per day instead of every task done in a year.
   */
  done_day: string | null
  /** manual | assistant | preset */
  source: Generated<string>
  /** 1 while an event the assistant created has not been opened by the student. */
  unread: Generated<number>
  created_at: string
  updated_at: string
  deleted_at: string | null
}

/** Per student: the lock taken by every plan change, and the last step number given. */
export interface PlanStateTable {
  user_id: string
  last_seq: number
  updated_at: string
}

/** One undoable step: everything one request changed (an instruction's five events are one step). */
export interface PlanStepsTable {
  id: string
  user_id: string
  seq: number
  /** create | alter | delete | instruction | preset | exam_blocks */
  kind: string
  /** Title of the first event the step touched (for "Undo: moved Maths"). */
  title: string
  /** Rows the step touched. */
  count: number
  /** done (on the undo side) | undone (on the redo side) */
  state: string
  created_at: string
  /**
   * JSON StepChange[] (steps.repository.ts): the rows the step changed, in order, each as it was
   * before and after the step. Kept in the step rather than a table of its own: one row (and its
   * indexes) written per change instead of two tables' (issue 16).
   */
  changed_rows: Generated<string>
}

/** Operations shown in a preview, applied by id once the student confirms. */
export interface PlanProposalsTable {
  id: string
  user_id: string
  /** instruction | preset | exam_blocks */
  kind: string
  /** The source new events get: assistant | preset */
  source: string
  /** JSON PlanOperation[] */
  operations: string
  time_zone: string
  created_at: string
  expires_at: string
  applied_at: string | null
}

export interface StudyPlanTables {
  study_events: StudyEventsTable
  plan_state: PlanStateTable
  plan_steps: PlanStepsTable
  plan_proposals: PlanProposalsTable
}
