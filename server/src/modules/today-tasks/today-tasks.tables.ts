/** Focused minutes recorded by the pomodoro timer, optionally on one task (event occurrence). */
export interface FocusSessionsTable {
  id: string
  user_id: string
  /** Chosen by the client, so a retry on a slow network records the session once. */
  client_id: string
  event_id: string | null
  occurrence_start: string | null
  started_at: string
  minutes: number
  /** The student's calendar day (YYYY-MM-DD in their zone) the session started on. */
  local_date: string
  created_at: string
}

/** Every re-test answer of a mistake, for the history and the day's streak. */
export interface MistakeRetestsTable {
  id: string
  user_id: string
  mistake_id: string
  /** The stage the re-test was at (0, 1, 2). */
  stage: number
  /** solved (without help) | helped | wrong */
  result: string
  local_date: string
  created_at: string
}

/** Each answer typed into a re-test and the checker's verdict (right, wrong, unread). */
export interface RetestAttemptsTable {
  id: string
  user_id: string
  mistake_id: string
  /** The mistake's stage when answered: the tries of one re-test share it. */
  stage: number
  /** The question the student answered (the variant shown). */
  question: string
  answer: string
  verdict: string
  created_at: string
}

export interface TodayTaskTables {
  focus_sessions: FocusSessionsTable
  mistake_retests: MistakeRetestsTable
  retest_attempts: RetestAttemptsTable
}
