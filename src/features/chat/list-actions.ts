import { useTabBarStore } from '@/components/tab-bar/store'
import { getChatList } from './api/get-chat-list'
import { getNoReadCount } from './api/get-no-read-count'
import { useChatStore } from './store'

/** The first page of conversations, and the unread total for the tab badge. */
export async function refreshChats() {
  const [list] = await Promise.all([getChatList(), refreshUnread()])
  useChatStore.getState().setChats(list.chats, list.next_cursor)
  useChatStore.getState().setPhotoReading(list.photo_reading)
}

export async function loadMoreChats() {
  const cursor = useChatStore.getState().nextCursor
  if (!cursor) return
  const list = await getChatList(cursor)
  useChatStore.getState().appendChats(list.chats, list.next_cursor)
}

/** Unread replies and notices, on the canvas tab (`chat/history/noread/count`, data.total). */
export async function refreshUnread() {
  const counts = await getNoReadCount().catch(() => null)
  if (counts) useTabBarStore.getState().setBadges({ chatUnread: counts.total })
}
