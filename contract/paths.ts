import { APP_PATHS } from './paths/app'
import { USER_PATHS } from './paths/user'
import { RESOURCE_PATHS } from './paths/resource'
import { INVITATION_PATHS } from './paths/invitation'
import { CHAT_PATHS } from './paths/chat'
import { VIP_PATHS } from './paths/vip'
import { ORDER_PATHS } from './paths/order'
import { PAY_PATHS } from './paths/pay'
import { FEEDBACK_PATHS } from './paths/feedback'
import { NOTIFICATION_PATHS } from './paths/notification'
import { STUDY_PLAN_PATHS } from './paths/study-plan'
import { TODAY_TASKS_PATHS } from './paths/today-tasks'
import { EXAM_TACTICS_PATHS } from './paths/exam-tactics'
import { PARENT_DIGEST_PATHS } from './paths/parent-digest'

/**
 * Every API path (spec §7 plus the endpoints we added under the same style). Client and server
 * both use these names, so a path is spelled once. Each area's paths are their own module
 * (contract/paths/<area>.ts), so the route map's table for one area (contract/routes/table/) brings
 * only that area's strings into a client chunk: the H5 first route carries the areas it calls.
 */
export const PATHS = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  /** KaTeX's fonts (`<path>/<name>.woff2`) for the mini-program, which cannot bundle them. */
  mathFonts: '/assets/katex-fonts',
  app: APP_PATHS,
  user: USER_PATHS,
  resource: RESOURCE_PATHS,
  invitation: INVITATION_PATHS,
  chat: CHAT_PATHS,
  vip: VIP_PATHS,
  order: ORDER_PATHS,
  pay: PAY_PATHS,
  feedback: FEEDBACK_PATHS,
  notification: NOTIFICATION_PATHS,
  studyPlan: STUDY_PLAN_PATHS,
  todayTasks: TODAY_TASKS_PATHS,
  examTactics: EXAM_TACTICS_PATHS,
  parentDigest: PARENT_DIGEST_PATHS,
} as const
