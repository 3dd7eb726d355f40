export const EXAM_TACTICS_PATHS = {
  examList: '/api/v1/exam-tactics/exam-list',
  tactics: '/api/v1/exam-tactics/tactics',
  scheduleBlocks: '/api/v1/exam-tactics/schedule-blocks',
  /** Finished exams (last EXAM_REVIEW_DAYS local days) not reviewed yet. */
  reviewsDue: '/api/v1/exam-tactics/reviews-due',
  review: '/api/v1/exam-tactics/review',
} as const
