import { PATHS } from '@contract/paths'
import type { ChatMessage, SendMessageBody, StreamMeta } from '@contract/chat'
import { openStream, type SseEvent, type StreamHandle } from '@/lib/stream'

export interface ReplyListener {
  meta(meta: StreamMeta): void
  delta(text: string): void
  end(reply: ChatMessage): void
}

function dispatch(listener: ReplyListener) {
  return (event: SseEvent) => {
    const data = JSON.parse(event.data) as unknown
    if (event.event === 'meta') listener.meta(data as StreamMeta)
    else if (event.event === 'delta') listener.delta((data as { text: string }).text)
    else if (event.event === 'end') listener.end(data as ChatMessage)
  }
}

/** Asks (a question, a follow-up or a rung of the ladder) and streams the reply. */
export const askTutor = (body: SendMessageBody, listener: ReplyListener): StreamHandle =>
  openStream({ url: PATHS.chat.message, data: body, onEvent: dispatch(listener) })

/** Writes the latest reply again, streamed. */
export const regenerateReply = (messageId: string, listener: ReplyListener): StreamHandle =>
  openStream({ url: PATHS.chat.regenerate, data: { message_id: messageId }, onEvent: dispatch(listener) })

/** Follows a reply still being written (after the app was closed or the network dropped). */
export const followReply = (messageId: string, listener: ReplyListener): StreamHandle =>
  openStream({ method: 'GET', url: PATHS.chat.stream, query: { message_id: messageId }, onEvent: dispatch(listener), hideErrorToast: true })
