import { APP_API } from './table/app'
import { AUTH_API } from './table/auth'
import { USER_API } from './table/user'
import { INVITATION_API } from './table/invitation'
import { RESOURCE_API } from './table/resource'
import { CHAT_API } from './table/chat'
import { VIP_API } from './table/vip'
import { ORDER_API } from './table/order'
import { FEEDBACK_API } from './table/feedback'
import { NOTIFICATION_API } from './table/notification'
import { STUDY_PLAN_API } from './table/study-plan'
import { TODAY_TASKS_API } from './table/today-tasks'
import { EXAM_TACTICS_API } from './table/exam-tactics'
import { PARENT_DIGEST_API } from './table/parent-digest'

/**
 * Every route of the API's route map (contract/routes/index.ts) as method + path: plain strings, the
 * only part of the map the client's bundle carries (it takes the schemas' types with `import type`).
 * A route's schemas live in contract/routes/<area>.ts, built from the entry here; the compiler and
 * server/test/architecture/route-map.test.ts keep the two the same. Outside the map (not JSON, not
 * for the app): see OUTSIDE_THE_MAP in contract/routes/index.ts.
 */
export const ENDPOINTS = {
  app: APP_API,
  auth: AUTH_API,
  user: USER_API,
  invitation: INVITATION_API,
  resource: RESOURCE_API,
  chat: CHAT_API,
  vip: VIP_API,
  order: ORDER_API,
  feedback: FEEDBACK_API,
  notification: NOTIFICATION_API,
  studyPlan: STUDY_PLAN_API,
  todayTasks: TODAY_TASKS_API,
  examTactics: EXAM_TACTICS_API,
  parentDigest: PARENT_DIGEST_API,
} as const
