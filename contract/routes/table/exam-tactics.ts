import { EXAM_TACTICS_PATHS } from '../../paths/exam-tactics'
import { get, post } from './methods'

/** The `examTactics` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const EXAM_TACTICS_API = {
  examList: get(EXAM_TACTICS_PATHS.examList),
  tactics: get(EXAM_TACTICS_PATHS.tactics),
  scheduleBlocks: get(EXAM_TACTICS_PATHS.scheduleBlocks),
  reviewsDue: get(EXAM_TACTICS_PATHS.reviewsDue),
  review: post(EXAM_TACTICS_PATHS.review),
} as const
