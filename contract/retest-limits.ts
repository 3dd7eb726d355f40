/** Re-test limits the app and the server share. Runtime-neutral: no imports (the client loads it as a value). */

/** Tries at one re-test before the answer and the worked solution are shown (graded "wrong"). */
export const RETEST_MAX_ATTEMPTS = 3
/** The longest answer the checker reads, in characters. */
export const RETEST_ANSWER_MAX = 200
/** The help ladder's steps on a checked re-test (the full solution ends it instead: contract/today-tasks.ts). */
export const RETEST_HELP_STEPS = ['hint', 'example'] as const
export type RetestHelpStep = (typeof RETEST_HELP_STEPS)[number]
