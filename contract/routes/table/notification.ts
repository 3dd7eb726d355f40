import { NOTIFICATION_PATHS } from '../../paths/notification'
import { get, post } from './methods'

/** The `notification` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const NOTIFICATION_API = {
  list: get(NOTIFICATION_PATHS.list),
  unreadCount: get(NOTIFICATION_PATHS.unreadCount),
  read: post(NOTIFICATION_PATHS.read),
  pushConfig: get(NOTIFICATION_PATHS.pushConfig),
} as const
