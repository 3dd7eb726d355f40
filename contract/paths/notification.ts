export const NOTIFICATION_PATHS = {
  list: '/api/v1/notification/list',
  unreadCount: '/api/v1/notification/unread-count',
  read: '/api/v1/notification/read',
  pushConfig: '/api/v1/notification/push-config',
} as const
