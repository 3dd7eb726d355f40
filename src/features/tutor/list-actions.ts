import { useTabBarStore } from '@/components/tab-bar/store'
import { getChatList } from './api/get-chat-list'
import { useChatStore } from './chat-store'

/** The first page of conversations, and the unread total for the tab badge (both in one answer). */
export async function refreshChats() {
  const list = await getChatList()
  useChatStore.getState().setChats(list.chats, list.next_cursor)
  useChatStore.getState().setPhotoReading(list.photo_reading)
  useTabBarStore.getState().setBadges({ chatUnread: list.no_read_total })
}

export async function loadMoreChats() {
  const cursor = useChatStore.getState().nextCursor
  if (!cursor) return
  const list = await getChatList(cursor)
  useChatStore.getState().appendChats(list.chats, list.next_cursor)
}
