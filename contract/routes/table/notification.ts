import { PATHS } from '../../paths'
import { get, post } from './methods'

/** The `notification` area of the route map's method + path table (contract/routes/endpoints.ts). */
export const NOTIFICATION_API = {
  list: get(PATHS.notification.list),
  unreadCount: get(PATHS.notification.unreadCount),
  read: post(PATHS.notification.read),
  pushConfig: get(PATHS.notification.pushConfig),
} as const
