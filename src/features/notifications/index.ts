export { useReminderSubscription } from './reminder-subscription'
export { refreshNotificationUnread } from './unread'
