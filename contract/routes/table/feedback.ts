import { FEEDBACK_PATHS } from '../../paths/feedback'
import { post } from './methods'

/** The `feedback` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const FEEDBACK_API = {
  /** multipart/form-data, one `file`. */
  image: post(FEEDBACK_PATHS.image),
  create: post(FEEDBACK_PATHS.create),
} as const
