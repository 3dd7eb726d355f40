import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import type { ChatSummary, SystemNotice } from '@contract/chat'
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
  create_time?: string
}

interface ChatState {
  chats: ChatSelection[]
  /** Cursor of the next (older) page of the list; null when all are loaded. */
  nextCursor: string | null
  currentChatId: string | null
  /** Whether the tutor can read photos (chat/init); null until the server has said. */
  photoReading: boolean | null
  /** System push payloads, keyed by chat_id (spec §3). */
  systemPush: Record<string, SystemPushPayload[]>
  setChats(chats: ChatSummary[], nextCursor: string | null): void
  setPhotoReading(photoReading: boolean): void
  appendChats(chats: ChatSummary[], nextCursor: string | null): void
  /** Adds or updates one chat, keeping what only this device knows (photo, progress). */
  upsertChat(chat: Partial<ChatSelection> & Pick<ChatSelection, 'chat_id'>): void
  select(chatId: string | null): void
  pushSystem(chatId: string, payload: SystemPushPayload): void
  setNotices(chatId: string, notices: SystemNotice[]): void
  clear(): void
}

const keepLocal = (fresh: ChatSummary, old?: ChatSelection): ChatSelection =>
  old ? { ...fresh, capturedImagePath: old.capturedImagePath, progress: old.progress } : fresh

const asPush = (n: SystemNotice): SystemPushPayload => ({
  request_id: n.id,
  title: n.title,
  content: n.content,
  payload: n.payload,
  create_time: n.create_time,
})

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      chats: [],
      nextCursor: null,
      currentChatId: null,
      photoReading: null,
      systemPush: {},
      setPhotoReading: (photoReading) => set({ photoReading }),
      setChats: (chats, nextCursor) =>
        set((s) => {
          const old = new Map(s.chats.map((c) => [c.chat_id, c]))
          // A chat being asked on this device is not listed by the server until its question is saved.
          const local = s.chats.filter((c) => c.progress !== undefined && !chats.some((f) => f.chat_id === c.chat_id))
          return { chats: [...chats.map((c) => keepLocal(c, old.get(c.chat_id))), ...local], nextCursor }
        }),
      appendChats: (chats, nextCursor) =>
        set((s) => {
          const known = new Set(s.chats.map((c) => c.chat_id))
          return { chats: [...s.chats, ...chats.filter((c) => !known.has(c.chat_id))], nextCursor }
        }),
      upsertChat: (chat) =>
        set((s) => {
          const at = s.chats.findIndex((c) => c.chat_id === chat.chat_id)
          if (at < 0) return chat.chat_name === undefined ? s : { chats: [...s.chats, chat as ChatSelection] }
          const chats = [...s.chats]
          chats[at] = { ...chats[at], ...chat }
          return { chats }
        }),
      select: (currentChatId) => set({ currentChatId }),
      pushSystem: (chatId, payload) =>
        set((s) => ({ systemPush: { ...s.systemPush, [chatId]: [...(s.systemPush[chatId] ?? []), payload] } })),
      setNotices: (chatId, notices) => set((s) => ({ systemPush: { ...s.systemPush, [chatId]: notices.map(asPush) } })),
      clear: () => set({ chats: [], nextCursor: null, currentChatId: null, photoReading: null, systemPush: {} }),
    }),
    {
      name: 'chat',
      version: 2,
      storage: taroStorage,
      // Upload progress and local photo paths die with the app; the list survives.
      partialize: ({ chats, nextCursor, currentChatId, photoReading, systemPush }) => ({
        chats: chats.map(({ capturedImagePath: _c, progress: _p, ...chat }) => chat),
        nextCursor,
        currentChatId,
        photoReading,
        systemPush,
      }),
      // v1 summaries lacked help_level and difficulty: start the list afresh (the server has it all).
      migrate: (persisted, version) =>
        (version < 2 ? { chats: [], nextCursor: null, currentChatId: null, systemPush: {} } : persisted) as Pick<
          ChatState,
          'chats' | 'nextCursor' | 'currentChatId' | 'photoReading' | 'systemPush'
        >,
    },
  ),
)
