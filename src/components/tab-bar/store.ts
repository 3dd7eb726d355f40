import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { taroStorage } from '@/lib/storage'

/** The tab bar's state: which tab is selected and the badges it shows (persisted, spec §3). */
interface TabBarState {
  selected: number
  /** Unread chat messages (canvas tab). */
  chatUnread: number
  /** unread_event_num: plan events the assistant added (schedule tab). */
  eventUnread: number
  /** Unread notifications (mine tab). */
  notificationUnread: number
  select(index: number): void
  setBadges(badges: Partial<Pick<TabBarState, 'chatUnread' | 'eventUnread' | 'notificationUnread'>>): void
  reset(): void
}

const initial = { selected: 0, chatUnread: 0, eventUnread: 0, notificationUnread: 0 }

export const useTabBarStore = create<TabBarState>()(
  persist(
    (set) => ({
      ...initial,
      select: (selected) => set({ selected }),
      setBadges: (badges) => set(badges),
      reset: () => set(initial),
    }),
    {
      name: 'tab-bar',
      version: 1,
      storage: taroStorage,
      partialize: ({ selected, chatUnread, eventUnread, notificationUnread }) => ({
        selected,
        chatUnread,
        eventUnread,
        notificationUnread,
      }),
      migrate: (persisted, version) => (version === 0 ? initial : persisted) as typeof initial,
    },
  ),
)
