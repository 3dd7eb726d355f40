import type { Lang } from '@contract/common'
import type { DB } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { nowIso } from '../../db/time'
import { textsIn } from '../../i18n/translate'
import { appendMessages, blankMessage, countNewNotice, fixedChat, type MessageRow } from './chat.repository'
import { previewOf } from './preview'

export interface NoticeInput {
  title: string
  content: string
  /** What it is about, for the app to link, e.g. { kind: 'quota_low', left: 3 }. */
  payload?: Record<string, unknown>
}

/**
 * Posts a notice to the student's notices chat (created if needed) and counts it unread.
 * For any module: VIP bought, an invitation accepted, a question running low.
 */
export async function postNotice(db: DB, userId: string, notice: NoticeInput): Promise<MessageRow> {
  const { chat } = await fixedChat(db, userId, 'system')
  const now = nowIso()
  // Notices are not serialised by a chat lock: two at once may pick the same seq, so retry.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await appendMessages(
        db,
        chat.id,
        [
          {
            ...blankMessage,
            chat_id: chat.id,
            user_id: userId,
            role: 'system',
            content: notice.content,
            status: 'done',
            title: notice.title,
            payload: JSON.stringify(notice.payload ?? {}),
          },
        ],
        now,
      )
      await countNewNotice(db, chat.id, previewOf(notice.title), now)
      return row
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err
    }
  }
}

/** The tutor's own notices: `notices.<kind>.title` / `.content` in the chat namespace ({{left}} is filled in). */
const NOTICE_KINDS = ['welcome', 'quotaLow', 'quotaUsedUp'] as const
type NoticeKind = (typeof NOTICE_KINDS)[number]

/** One of the tutor's own notices, in the student's language. */
export function tutorNotice(kind: NoticeKind, lang: Lang, params: Record<string, string | number> = {}): NoticeInput {
  const say = textsIn(lang, 'chat')
  return {
    title: say(`notices.${kind}.title`, params),
    content: say(`notices.${kind}.content`, params),
    payload: { kind, ...params },
  }
}

const isNoticeKind = (kind: unknown): kind is NoticeKind => typeof kind === 'string' && (NOTICE_KINDS as readonly string[]).includes(kind)

/**
 * A stored notice as the reader sees it now: the tutor's own notices (their payload names the
 * kind) in the reader's current language, whatever language they were posted in; others as stored.
 */
export function readNotice(row: { title: string | null; content: string }, payload: Record<string, unknown>, lang: Lang): { title: string; content: string } {
  const { kind, ...rest } = payload
  if (!isNoticeKind(kind)) return { title: row.title ?? '', content: row.content }
  const params = Object.fromEntries(Object.entries(rest).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'))
  const { title, content } = tutorNotice(kind, lang, params)
  return { title, content }
}
