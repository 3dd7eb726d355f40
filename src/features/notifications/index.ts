export { useReminderSubscription } from './reminder-subscription'
