import type { DB } from '../../db/database'
import { findMessage, type MessageRow } from '../chat'
import { isReplyMessage, REPLY_TOPIC, type ReplyMessage } from './reply-broadcast'
import type { ReplyHub } from './reply-hub'
import type { ReplyRun } from './reply-run'
import { TOUCH_EVERY_MS } from './reply-run'

const FINAL = ['done', 'stopped', 'error']
// The database is read this often while following (a lost `end`, a writer that died, a Stop);
// the text itself arrives on the bus as it is written.
const CHECK_MS = 2000
// The reply untouched in the database for this long (a live writer touches it every
// TOUCH_EVERY_MS, even while the model is silent), and no answer on the bus to our follow: the
// writer is gone.
const SILENT_WRITER_MS = 4 * TOUCH_EVERY_MS

export type FollowEnd = { kind: 'ended'; row: MessageRow } | { kind: 'local'; run: ReplyRun; sent: string } | { kind: 'closed' }

/**
 * Follows a reply another instance writes: asks its writer (over the bus) for the text so far and
 * every piece after it, passes on what `sent` lacks, and settles when the reply ends, when it
 * turns out to be written here after all, or when the student goes away.
 */
export function followRemote(
  hub: ReplyHub,
  db: DB,
  start: { row: MessageRow; sent: string; closed: Promise<void> },
  send: (text: string) => void,
): Promise<FollowEnd> {
  const id = start.row.id
  let sent = start.sent
  let answered = false
  let settled = false
  let lastHeard = Date.now()

  return new Promise<FollowEnd>((resolve) => {
    let checking: Promise<void> | null = null
    const done = (end: FollowEnd) => {
      if (settled) return
      settled = true
      clearInterval(timer)
      unsubscribe()
      resolve(end)
    }
    const pass = (text: string, at: number) => {
      if (at > sent.length || at + text.length <= sent.length) return at > sent.length
      const fresh = text.slice(sent.length - at)
      sent += fresh
      send(fresh)
      return false
    }
    const check = () =>
      (checking ??= (async () => {
        const local = hub.get(id)
        if (local) return done({ kind: 'local', run: local, sent })
        let row = await findMessage(db, start.row.user_id, id)
        if (!row) return done({ kind: 'ended', row: { ...start.row, status: 'error' } })
        if (!FINAL.includes(row.status)) {
          const now = Date.now()
          if (now - lastHeard > CHECK_MS && now - Date.parse(row.updated_at) > SILENT_WRITER_MS) {
            await hub.store.abandon(row.chat_id, id)
            row = (await findMessage(db, start.row.user_id, id)) ?? row
          } else if (!answered) {
            await ask()
          }
        }
        if (row.content.startsWith(sent) && row.content.length > sent.length) pass(row.content.slice(sent.length), sent.length)
        if (FINAL.includes(row.status)) done({ kind: 'ended', row })
      })()
        // A failed check (database busy or gone) is retried on the next tick; logged so a stuck follower shows.
        .catch((err: unknown) => hub.log.warn({ err, messageId: id }, 'following a reply: check failed'))
        .finally(() => (checking = null)))
    const unsubscribe = hub.bus.subscribe(REPLY_TOPIC, (m) => {
      if (!isReplyMessage(m) || m.id !== id || settled) return
      if (m.k === 'text') {
        answered = true
        lastHeard = Date.now()
        // Behind what we have (a piece went missing): the database fills the gap at the next check.
        if (pass(m.text, m.at)) void check()
      }
      if (m.k === 'end') void check()
    })
    const ask = () =>
      hub.bus
        .publish(REPLY_TOPIC, { k: 'follow', id } satisfies ReplyMessage)
        .catch((err: unknown) => hub.log.warn({ err, messageId: id }, 'following a reply: could not ask the writer'))
    void start.closed.then(() => done({ kind: 'closed' }))
    const timer = setInterval(() => void check(), CHECK_MS)
    void ask()
  })
}
