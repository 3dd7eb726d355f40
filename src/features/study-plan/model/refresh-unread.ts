import { useTabBarStore } from '@/components/tab-bar/store'
import { getUnreadEventNum } from '../api/get-unread-event-num'

/** The schedule tab's badge after a change that may add or remove the assistant's events. */
export async function refreshUnread(): Promise<void> {
  const res = await getUnreadEventNum().catch(() => null)
  if (res) useTabBarStore.getState().setBadges({ eventUnread: res.unread_event_num })
}
