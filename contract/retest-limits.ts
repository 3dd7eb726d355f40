/** Re-test limits the app and the server share. Runtime-neutral: no imports (the client loads it as a value). */

/** Tries at one re-test before the answer and the worked solution are shown (graded "wrong"). */
export const RETEST_MAX_ATTEMPTS = 3
/** The longest answer the checker reads, in characters. */
export const RETEST_ANSWER_MAX = 200
