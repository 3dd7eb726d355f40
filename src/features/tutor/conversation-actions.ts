import type { ChatMessage, Feedback, HelpLevel } from '@contract/chat'
import { isApiError } from '@/lib/http/api-error'
import type { StreamHandle } from '@/lib/stream'
import { getDifficulty } from './api/get-difficulty'
import { getHistory } from './api/get-history'
import { markMistake, unmarkMistake } from './api/mark-mistake'
import { rateMessage } from './api/rate-message'
import { askTutor, followReply, regenerateReply } from './api/reply-stream'
import { stopReply } from './api/stop-reply'
import { uploadPhoto } from './api/upload-photo'
import { useChatStore } from './chat-store'
import { conversationOf, useConversationStore } from './conversation-store'
import { readChat, replyListener } from './reply-listener'

const streams = new Map<string, StreamHandle>()
const LIVE = ['pending', 'streaming']
const store = () => useConversationStore.getState()

/** Loads the latest messages, follows a reply still being written, and marks the chat read. */
export async function openConversation(chatId: string) {
  const page = await getHistory(chatId)
  store().patch(chatId, { chat: page.chat, messages: page.messages, nextCursor: page.next_cursor, loaded: true })
  useChatStore.getState().upsertChat(page.chat)
  const live = [...page.messages].reverse().find((m) => m.role === 'assistant' && LIVE.includes(m.status))
  if (live && !streams.has(chatId)) void follow(chatId, live.message_id)
  void readChat(chatId)
}

export async function loadEarlier(chatId: string) {
  const { nextCursor, messages } = conversationOf(chatId)
  if (!nextCursor) return
  const page = await getHistory(chatId, nextCursor)
  store().patch(chatId, { messages: [...page.messages, ...messages], nextCursor: page.next_cursor })
}

/**
 * Runs one reply stream for the chat. When the connection breaks mid-answer (a tunnel, a lift),
 * the reply goes on on the server: it is followed again once, from where the server has got to.
 */
async function run(chatId: string, handle: StreamHandle, listener: ReturnType<typeof replyListener>, resume = true): Promise<boolean> {
  streams.set(chatId, handle)
  try {
    await handle.done
    return true
  } catch (err) {
    const replyId = listener.reply()
    if (resume && replyId && isApiError(err) && (err.kind === 'network' || err.kind === 'timeout')) {
      streams.delete(chatId)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return follow(chatId, replyId)
    }
    if (conversationOf(chatId).streaming) store().patch(chatId, { streaming: null })
    return replyId !== null
  } finally {
    if (streams.get(chatId) === handle) streams.delete(chatId)
  }
}

export async function follow(chatId: string, messageId: string): Promise<boolean> {
  const listener = replyListener(chatId)
  store().patch(chatId, { streaming: messageId })
  return run(chatId, followReply(messageId, listener), listener, false)
}

async function upload(chatId: string, path: string): Promise<string | null> {
  const progress = (percent: number) => {
    store().patch(chatId, { upload: { path, progress: percent } })
    useChatStore.getState().upsertChat({ chat_id: chatId, capturedImagePath: path, progress: percent })
  }
  progress(0)
  try {
    const { image_id } = await uploadPhoto(path, progress).done
    store().rememberPhoto(image_id, path)
    return image_id
  } catch {
    return null // the reason was shown (too large, not a photo, network)
  } finally {
    store().patch(chatId, { upload: null })
    useChatStore.getState().upsertChat({ chat_id: chatId, capturedImagePath: undefined, progress: undefined })
  }
}

/**
 * Sends a question, a follow-up or a step of the help ladder, with a photo if given, and streams
 * the reply. False when it was not accepted (the composer then keeps the text).
 */
export async function ask(chatId: string, input: { content: string; photoPath?: string; level?: HelpLevel }): Promise<boolean> {
  if (streams.has(chatId) || conversationOf(chatId).streaming) return false
  const isFirst = !conversationOf(chatId).messages.some((m) => m.role === 'user')
  const sendingId = `sending-${Date.now()}`
  const now = new Date().toISOString()
  store().patch(chatId, { streaming: 'sending' })
  store().upsertMessage(chatId, {
    message_id: sendingId,
    chat_id: chatId,
    role: 'user',
    content: input.content,
    image_id: null,
    status: 'pending',
    help_level: input.level ?? null,
    verdict: null,
    feedback: null,
    is_mistake: false,
    error: null,
    create_time: now,
    update_time: now,
  })
  const imageId = input.photoPath ? await upload(chatId, input.photoPath) : undefined
  if (imageId === null) {
    store().removeMessage(chatId, sendingId)
    store().patch(chatId, { streaming: null })
    return false
  }
  if (imageId) store().upsertMessage(chatId, { ...conversationOf(chatId).messages.find((m) => m.message_id === sendingId)!, image_id: imageId })
  const listener = replyListener(chatId, sendingId)
  const handle = askTutor({ chat_id: chatId, content: input.content, image_id: imageId, help_level: input.level }, listener)
  const accepted = await run(chatId, handle, listener)
  if (!accepted) store().removeMessage(chatId, sendingId)
  if (accepted && isFirst) void rateDifficulty(chatId)
  return accepted
}

async function rateDifficulty(chatId: string) {
  const rated = await getDifficulty(chatId).catch(() => null)
  const chat = conversationOf(chatId).chat
  if (rated && chat) store().patch(chatId, { chat: { ...chat, difficulty: rated.difficulty } })
  if (rated) useChatStore.getState().upsertChat({ chat_id: chatId, difficulty: rated.difficulty })
}

export async function stop(chatId: string) {
  const replyId = conversationOf(chatId).streaming
  if (!replyId || replyId === 'sending') return
  const saved = await stopReply(replyId).catch(() => null)
  if (saved) store().upsertMessage(chatId, saved)
}

export async function regenerate(chatId: string, messageId: string) {
  if (streams.has(chatId) || conversationOf(chatId).streaming) return
  const listener = replyListener(chatId)
  store().patch(chatId, { streaming: messageId })
  await run(chatId, regenerateReply(messageId, listener), listener)
}

export async function rate(chatId: string, message: ChatMessage, feedback: Feedback) {
  const next = message.feedback === feedback ? 'none' : feedback
  store().upsertMessage(chatId, { ...message, feedback: next === 'none' ? null : next })
  const saved = await rateMessage({ message_id: message.message_id, feedback: next }).catch(() => null)
  store().upsertMessage(chatId, saved ?? message)
}

export async function toggleMistake(chatId: string, message: ChatMessage) {
  store().upsertMessage(chatId, { ...message, is_mistake: !message.is_mistake })
  try {
    if (message.is_mistake) await unmarkMistake(message.message_id)
    else await markMistake(message.message_id)
    return !message.is_mistake
  } catch {
    store().upsertMessage(chatId, message)
    return message.is_mistake
  }
}
