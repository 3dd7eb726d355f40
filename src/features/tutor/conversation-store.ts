import { create } from 'zustand'
import type { ChatMessage, ChatSummary } from '@contract/chat'

/** One open conversation, as this device shows it. */
export interface Conversation {
  chat: ChatSummary | null
  /** Oldest first. */
  messages: ChatMessage[]
  /** Cursor of older messages; null when the start of the chat is loaded. */
  nextCursor: string | null
  loaded: boolean
  /** The reply being streamed into this view: its id, or 'sending' before the server named it. */
  streaming: string | null
  /** A photo on its way up: local path and progress 0-100. */
  upload: { path: string; progress: number } | null
}

const empty: Conversation = { chat: null, messages: [], nextCursor: null, loaded: false, streaming: null, upload: null }

interface ConversationState {
  byChat: Record<string, Conversation>
  /** Photos sent from this device, by image_id: shown from the local file, no download. */
  localPhotos: Record<string, string>
  /** A photo taken on the home page, waiting in the composer of the chat it opened. */
  draftPhoto: string | null
  setDraftPhoto(path: string | null): void
  patch(chatId: string, change: Partial<Conversation>): void
  /** Replaces the message with the same id (or `replaceId`), else appends it. */
  upsertMessage(chatId: string, message: ChatMessage, replaceId?: string): void
  removeMessage(chatId: string, messageId: string): void
  appendText(chatId: string, messageId: string, text: string): void
  rememberPhoto(imageId: string, path: string): void
  reset(): void
}

const update = (s: ConversationState, chatId: string, change: (c: Conversation) => Partial<Conversation>) => {
  const current = s.byChat[chatId] ?? empty
  return { byChat: { ...s.byChat, [chatId]: { ...current, ...change(current) } } }
}

/** Conversations in memory (the server keeps them; nothing here is persisted). */
export const useConversationStore = create<ConversationState>()((set) => ({
  byChat: {},
  localPhotos: {},
  draftPhoto: null,
  setDraftPhoto: (draftPhoto) => set({ draftPhoto }),
  patch: (chatId, change) => set((s) => update(s, chatId, () => change)),
  upsertMessage: (chatId, message, replaceId) =>
    set((s) =>
      update(s, chatId, (c) => {
        const at = c.messages.findIndex((m) => m.message_id === (replaceId ?? message.message_id) || m.message_id === message.message_id)
        if (at < 0) return { messages: [...c.messages, message] }
        const messages = [...c.messages]
        messages[at] = message
        return { messages }
      }),
    ),
  removeMessage: (chatId, messageId) => set((s) => update(s, chatId, (c) => ({ messages: c.messages.filter((m) => m.message_id !== messageId) }))),
  appendText: (chatId, messageId, text) =>
    set((s) =>
      update(s, chatId, (c) => ({
        messages: c.messages.map((m) => (m.message_id === messageId ? { ...m, content: m.content + text, status: 'streaming' } : m)),
      })),
    ),
  rememberPhoto: (imageId, path) => set((s) => ({ localPhotos: { ...s.localPhotos, [imageId]: path } })),
  reset: () => set({ byChat: {}, localPhotos: {}, draftPhoto: null }),
}))

export const conversationOf = (chatId: string) => useConversationStore.getState().byChat[chatId] ?? empty
export const emptyConversation = empty
