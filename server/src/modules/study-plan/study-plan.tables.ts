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
  /** manual | assistant | preset */
  source: Generated<string>
  /** 1 while an event the assistant created has not been opened by the student. */
  unread: Generated<number>
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface StudyPlanTables {
  study_events: StudyEventsTable
}
