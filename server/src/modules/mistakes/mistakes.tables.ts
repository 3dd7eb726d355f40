/**
 * The mistake notebook: questions a student marked as a mistake in the tutor. Daily tasks bring
 * each back for a spaced re-test (1, 3, then 7 days); it is mastered once solved without help.
 */
export interface MistakesTable {
  id: string
  user_id: string
  /** The tutor chat and message the question came from (null if the chat was deleted). */
  chat_id: string | null
  message_id: string | null
  question: string
  /** Stored upload id of the question photo, if any. */
  image_id: string | null
  course_id: number | null
  /** 0 = first re-test pending (after 1 day), 1 = after 3 days, 2 = after 7 days. */
  stage: number
  next_retest_at: string
  last_retest_at: string | null
  /** Set when the student solved a similar question without help. */
  mastered_at: string | null
  created_at: string
  deleted_at: string | null
}

export interface MistakeTables {
  mistakes: MistakesTable
}
