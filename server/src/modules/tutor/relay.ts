import type { FastifyReply } from 'fastify'
import type { ChatMessage, StreamMeta } from '@contract/chat'
import type { Lang } from '@contract/common'
import type { DB } from '../../db/database'
import { findMessage, type MessageRow } from '../chat/chat.repository'
import { toChatMessage } from '../chat/chat.mapper'
import type { ReplyHub } from './reply-hub'
import type { ReplyRun } from './reply-run'
import { openSse, type SseChannel } from './sse'

const FINAL = ['done', 'stopped', 'error']
// Following a reply another instance writes: how often to read what it saved.
const POLL_MS = 500

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
 * Streams a reply nobody here is writing: a finished one at once; one another instance writes by
 * following what it saves, until it ends (or is found abandoned).
 */
export async function relaySaved(reply: FastifyReply, db: DB, hub: ReplyHub, start: RelayStart, lang: Lang): Promise<void> {
  const sse = openSse(reply)
  let row = start.reply
  sse.send('meta', meta(start, lang, row.content))
  let sent = row.content
  let open = true
  void sse.closed.then(() => (open = false))
  while (open && !FINAL.includes(row.status)) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const local = hub.get(row.id)
    if (local) return relayTail(sse, local, sent, lang)
    const chat = await db.selectFrom('chats').selectAll().where('id', '=', row.chat_id).executeTakeFirst()
    if (chat) await hub.releaseIfStale(chat)
    row = (await findMessage(db, row.user_id, row.id)) ?? row
    if (row.content.startsWith(sent) && row.content.length > sent.length) sse.send('delta', { text: row.content.slice(sent.length) })
    sent = row.content
  }
  finish(sse, row, lang)
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
