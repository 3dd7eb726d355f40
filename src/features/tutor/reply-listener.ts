import type { ChatMessage } from '@contract/chat'
import { useTabBarStore } from '@/components/tab-bar/store'
import type { ReplyListener } from './api/reply-stream'
import { markRead } from './api/mark-read'
import { useChatStore } from './chat-store'
import { useUserStore } from '@/shared/user/store'
import { conversationOf, useConversationStore } from './conversation-store'

// Deltas arrive every few characters; the view takes them in batches so a long answer stays smooth.
const FLUSH_MS = 50
const queued = new Map<string, { chatId: string; text: string }>()
let timer: ReturnType<typeof setTimeout> | null = null

function flush() {
  if (timer) clearTimeout(timer)
  timer = null
  const store = useConversationStore.getState()
  for (const [messageId, { chatId, text }] of queued) store.appendText(chatId, messageId, text)
  queued.clear()
}

function queue(chatId: string, messageId: string, text: string) {
  const entry = queued.get(messageId)
  queued.set(messageId, { chatId, text: (entry?.text ?? '') + text })
  timer ??= setTimeout(flush, FLUSH_MS)
}

/** The chat was seen: its unread count goes, and the tab badge shows what is left. */
export async function readChat(chatId: string) {
  useChatStore.getState().upsertChat({ chat_id: chatId, no_read_msg_count: 0 })
  const counts = await markRead(chatId).catch(() => null)
  if (counts) useTabBarStore.getState().setBadges({ chatUnread: counts.total })
}

function showInList(chatId: string, message: ChatMessage) {
  if (!message.content) return
  useChatStore.getState().upsertChat({ chat_id: chatId, last_message: { create_time: message.update_time, message: message.content.slice(0, 80) } })
}

/**
 * Where a reply stream's events go: the question the server saved replaces the one shown while
 * sending (`sendingId`), the reply grows with each delta, and its saved form replaces it at the end.
 */
export function replyListener(chatId: string, sendingId?: string): ReplyListener & { reply: () => string | null } {
  let replyId: string | null = null
  return {
    reply: () => replyId,
    meta(meta) {
      const store = useConversationStore.getState()
      if (meta.question) store.upsertMessage(chatId, meta.question, sendingId)
      replyId = meta.reply.message_id
      store.upsertMessage(chatId, meta.reply)
      const chat = conversationOf(chatId).chat
      store.patch(chatId, { streaming: replyId, ...(chat && meta.reply.help_level ? { chat: { ...chat, help_level: meta.reply.help_level } } : {}) })
      const info = useUserStore.getState().info
      if (info && meta.left_question_num !== null) useUserStore.getState().setInfo({ ...info, left_question_num: meta.left_question_num })
    },
    delta(text) {
      if (replyId) queue(chatId, replyId, text)
    },
    end(reply) {
      flush()
      const store = useConversationStore.getState()
      store.upsertMessage(chatId, reply)
      if (conversationOf(chatId).streaming === reply.message_id) store.patch(chatId, { streaming: null })
      showInList(chatId, reply)
      void readChat(chatId)
    },
  }
}
