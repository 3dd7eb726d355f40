/** Limits of the tutor both sides enforce. Runtime-neutral (no imports): the client imports it as a value. */

/** Longest question or follow-up a student may type. */
export const MAX_QUESTION_CHARS = 2000
