import { useTabBarStore } from '@/components/tab-bar/store'
import { getNotificationUnread } from './api/get-unread-count'

/** Refreshes the unread badge on the Mine tab; quiet when offline. */
export async function refreshNotificationUnread(): Promise<void> {
  const unread = await getNotificationUnread().catch(() => null)
  if (unread) useTabBarStore.getState().setBadges({ notificationUnread: unread.total })
}
