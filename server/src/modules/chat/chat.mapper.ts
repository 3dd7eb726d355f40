import type { ChatMessage, ChatSummary, ChatType, Difficulty, Feedback, HelpLevel, MessageStatus, SystemNotice } from '@contract/chat'
import type { Lang } from '@contract/common'
import { ERRORS, type ErrorName } from '@contract/errors'
import { errorMessage } from '../../errors'
import { textsIn } from '../../i18n/translate'
import type { ChatRow, MessageRow } from './chat.repository'
import { readNotice } from './notices'

const AVATARS: Record<ChatType, string> = { question: 'tutor', plan_assistant: 'plan', system: 'notice' }

export function chatName(row: Pick<ChatRow, 'type' | 'title' | 'has_image'>, lang: Lang): string {
  const say = textsIn(lang, 'chat')
  if (row.type === 'system' || row.type === 'plan_assistant') return say(`names.${row.type}`)
  if (row.title) return row.title
  return say(row.has_image ? 'names.photoQuestion' : 'names.newQuestion')
}

/** `preview`: the last message as the reader sees it (the notices chat renders its latest notice). */
export function toChatSummary(row: ChatRow, lang: Lang, preview?: string): ChatSummary {
  const type = row.type as ChatType
  return {
    chat_id: row.id,
    chat_name: chatName(row, lang),
    chat_avatar: AVATARS[type] ?? 'tutor',
    no_read_msg_count: row.unread_count,
    chat_type: type,
    last_message: row.last_message_at
      ? { create_time: row.last_message_at, message: preview ?? (row.last_preview || (row.has_image ? textsIn(lang, 'chat')('photoPreview') : '')) }
      : null,
    help_level: row.help_level as HelpLevel,
    difficulty: (row.difficulty as Difficulty | null) ?? null,
  }
}

function errorOf(key: string | null, lang: Lang): ChatMessage['error'] {
  if (!key || !(key in ERRORS)) return null
  const name = key as ErrorName
  return { code: ERRORS[name].code, msg: errorMessage(name, lang) }
}

export function toChatMessage(row: MessageRow, lang: Lang, isMistake = false): ChatMessage {
  return {
    message_id: row.id,
    chat_id: row.chat_id,
    role: row.role as ChatMessage['role'],
    content: row.content,
    image_id: row.image_id,
    status: row.status as MessageStatus,
    help_level: (row.help_level as HelpLevel | null) ?? null,
    verdict:
      row.verdict === 'verified' || row.verdict === 'unchecked' || row.verdict === 'mismatch'
        ? { status: row.verdict, ...(row.verdict_expected ? { expected: row.verdict_expected } : {}) }
        : null,
    feedback: (row.feedback as Feedback | null) ?? null,
    is_mistake: isMistake,
    error: row.status === 'error' ? errorOf(row.error_key, lang) : null,
    create_time: row.created_at,
    update_time: row.updated_at,
  }
}

export function toNotice(row: MessageRow, lang: Lang): SystemNotice {
  let payload: Record<string, unknown> = {}
  try {
    const parsed = row.payload ? (JSON.parse(row.payload) as unknown) : {}
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>
  } catch {
    // a malformed payload is shown without its links
  }
  const { title, content } = readNotice(row, payload, lang)
  return { id: row.id, title, content, payload, create_time: row.created_at }
}
