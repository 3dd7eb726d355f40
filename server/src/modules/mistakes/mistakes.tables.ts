import type { Generated } from 'kysely'

/**
 * The mistake notebook: questions a student marked as a mistake in the tutor. Daily tasks bring
 * each back for a spaced re-test, scheduled by FSRS from its own memory state (today-tasks/fsrs.ts):
 * the gaps grow while it is solved and shrink when it is not; it never retires for good.
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
  /** Re-tests answered so far. */
  stage: number
  next_retest_at: string
  last_retest_at: string | null
  /** Set by the fixed stages before FSRS (cleared by its migration); no longer set. */
  mastered_at: string | null
  /** FSRS memory state (ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning). */
  fsrs_state: Generated<number>
  /** Days until recall falls to 90 %; null before the first re-test. */
  fsrs_stability: number | null
  /** 1 (easy for this student) … 10 (hard); null before the first re-test. */
  fsrs_difficulty: number | null
  fsrs_reps: Generated<number>
  fsrs_lapses: Generated<number>
  /** The interval last given, in the student's local days. */
  fsrs_scheduled_days: Generated<number>
  created_at: string
  deleted_at: string | null
}

export interface MistakeTables {
  mistakes: MistakesTable
}
