import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { ChatSummary } from '@contract/chat'
import { taroStorage } from '@/lib/storage'

/** A chat as the list shows it: the server's summary plus what only this device knows. */
export interface ChatSelection extends ChatSummary {
  /** Local path of a photo being asked about, until it is uploaded. */
  capturedImagePath?: string
  /** Upload progress of that photo, 0-100. */
  progress?: number
}

export interface SystemPushPayload {
  request_id: string
  title: string
  content: string
  payload: Record<string, unknown>
}

interface ChatState {
  chats: ChatSelection[]
  currentChatId: string | null
  /** System push payloads, keyed by chat_id (spec §3). */
  systemPush: Record<string, SystemPushPayload[]>
  setChats(chats: ChatSelection[]): void
  select(chatId: string | null): void
  pushSystem(chatId: string, payload: SystemPushPayload): void
  clear(): void
}

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      chats: [],
      currentChatId: null,
      systemPush: {},
      setChats: (chats) => set({ chats }),
      select: (currentChatId) => set({ currentChatId }),
      pushSystem: (chatId, payload) =>
        set((s) => ({ systemPush: { ...s.systemPush, [chatId]: [...(s.systemPush[chatId] ?? []), payload] } })),
      clear: () => set({ chats: [], currentChatId: null, systemPush: {} }),
    }),
    {
      name: 'chat',
      version: 1,
      storage: taroStorage,
      // Upload progress and local photo paths die with the app; the list survives.
      partialize: ({ chats, currentChatId, systemPush }) => ({
        chats: chats.map(({ capturedImagePath: _c, progress: _p, ...chat }) => chat),
        currentChatId,
        systemPush,
      }),
      migrate: (persisted, version) =>
        (version === 0 ? { chats: [], currentChatId: null, systemPush: {} } : persisted) as Pick<
          ChatState,
          'chats' | 'currentChatId' | 'systemPush'
        >,
    },
  ),
)
