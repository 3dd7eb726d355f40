export const FEEDBACK_PATHS = {
  /** POST multipart/form-data, one `file` (a screenshot). */
  image: '/api/v1/feedback/image',
  create: '/api/v1/feedback/create',
} as const
