// Plain values (no TypeBox): the client imports them to build the review card.

/** Finished exams wait this many of the student's days for a review. */
export const EXAM_REVIEW_DAYS = 14
/** How the exam went, on a small fixed scale. */
export const EXAM_FEELINGS = ['badly', 'so_so', 'well'] as const
export type ExamFeeling = (typeof EXAM_FEELINGS)[number]
/** Hard topics per review, and characters per topic. */
export const MAX_REVIEW_TOPICS = 5
export const MAX_TOPIC_LENGTH = 40
