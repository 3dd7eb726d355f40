import type { FastifyReply } from 'fastify'
import type { ChatMessage, StreamMeta } from '@contract/chat'
import type { Lang } from '@contract/common'
import { type MessageRow, toChatMessage } from '../chat'
import type { ReplyHub } from './reply-hub'
import { followRemote } from './reply-follow'
import type { ReplyRun } from './reply-run'
import { openSse, type SseChannel } from './sse'

const FINAL = ['done', 'stopped', 'error']

export interface RelayStart {
  chatId: string
  question: ChatMessage | null
  reply: MessageRow
  left: number | null
}

function meta(start: RelayStart, lang: Lang, text: string): StreamMeta {
  const reply = toChatMessage(start.reply, lang)
  return {
    chat_id: start.chatId,
    question: start.question,
    reply: { ...reply, content: text, status: FINAL.includes(reply.status) ? reply.status : text ? 'streaming' : 'pending' },
    left_question_num: start.left,
  }
}

/** Streams a reply this instance is writing: its text so far, every delta, then the saved reply. */
export function relayRun(reply: FastifyReply, run: ReplyRun, start: RelayStart, lang: Lang): void {
  const sse = openSse(reply)
  sse.send('meta', meta(start, lang, run.text))
  relayTail(sse, run, run.text, lang)
}

function finish(sse: SseChannel, row: MessageRow, lang: Lang) {
  sse.send('end', toChatMessage(row, lang))
  sse.end()
}

/**
 * Streams a reply nobody here is writing: a finished one at once; one another instance writes
 * live, as its writer publishes it on the bus (reply-follow), until it ends.
 */
export async function relaySaved(reply: FastifyReply, hub: ReplyHub, start: RelayStart, lang: Lang): Promise<void> {
  const sse = openSse(reply)
  const row = start.reply
  sse.send('meta', meta(start, lang, row.content))
  if (FINAL.includes(row.status)) return finish(sse, row, lang)
  const end = await followRemote(hub, hub.store.db, { row, sent: row.content, closed: sse.closed }, (text) => sse.send('delta', { text }))
  if (end.kind === 'local') return relayTail(sse, end.run, end.sent, lang)
  if (end.kind === 'ended') finish(sse, end.row, lang)
}

/** Whatever the run wrote after `sent`, then its deltas until it ends. */
function relayTail(sse: SseChannel, run: ReplyRun, sent: string, lang: Lang) {
  if (run.text.startsWith(sent) && run.text.length > sent.length) sse.send('delta', { text: run.text.slice(sent.length) })
  if (run.ended) return finish(sse, run.ended, lang)
  const unsubscribe = run.subscribe((event) => {
    if (event.type === 'delta') sse.send('delta', { text: event.text })
    else finish(sse, event.row, lang)
  })
  // The student leaving does not stop the reply: it is finished and saved all the same.
  void sse.closed.then(unsubscribe)
}
