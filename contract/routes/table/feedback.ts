import { PATHS } from '../../paths'
import { post } from './methods'

/** The `feedback` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const FEEDBACK_API = {
  /** multipart/form-data, one `file`. */
  image: post(PATHS.feedback.image),
  create: post(PATHS.feedback.create),
} as const
