/** Longer questions are not school exercises the engine reads: refused at once (and never parsed). */
export const MAX_QUESTION_LENGTH = 2000
