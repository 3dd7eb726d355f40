import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `examTactics` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const EXAM_TACTICS_API = {
  examList: get(PATHS.examTactics.examList),
  tactics: get(PATHS.examTactics.tactics),
  scheduleBlocks: get(PATHS.examTactics.scheduleBlocks),
  reviewsDue: get(PATHS.examTactics.reviewsDue),
  review: post(PATHS.examTactics.review),
} as const
