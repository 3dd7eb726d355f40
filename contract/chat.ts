import { Type, type Static } from '@sinclair/typebox'
import { MAX_QUESTION_CHARS } from './chat-limits'
import { Id, Instant } from './common'

export { MAX_QUESTION_CHARS }

/** One conversation per question asked, plus the study-plan assistant and the system notices. */
export const ChatType = Type.Union([Type.Literal('question'), Type.Literal('plan_assistant'), Type.Literal('system')])
export type ChatType = Static<typeof ChatType>

/** The help ladder: a hint and a question back (default), a worked similar example, the full solution. */
export const HelpLevel = Type.Union([Type.Literal('hint'), Type.Literal('example'), Type.Literal('solution')])
export type HelpLevel = Static<typeof HelpLevel>

export const Difficulty = Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')])
export type Difficulty = Static<typeof Difficulty>

/** pending (waiting for the model) → streaming → done | stopped (Stop) | error. */
export const MessageStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('streaming'),
  Type.Literal('done'),
  Type.Literal('stopped'),
  Type.Literal('error'),
])
export type MessageStatus = Static<typeof MessageStatus>

/** A conversation in the list (spec §3 "chat selection"; capturedImagePath and progress are client-only). */
export const ChatSummary = Type.Object({
  chat_id: Id,
  chat_name: Type.String(),
  /** An icon name: tutor | plan | notice. */
  chat_avatar: Type.String(),
  no_read_msg_count: Type.Integer({ minimum: 0 }),
  chat_type: ChatType,
  last_message: Type.Union([Type.Object({ create_time: Instant, message: Type.String() }), Type.Null()]),
  /** The rung of the help ladder the student chose last for this question. */
  help_level: HelpLevel,
  difficulty: Type.Union([Difficulty, Type.Null()]),
})
export type ChatSummary = Static<typeof ChatSummary>

export const PageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
})
export type PageQuery = Static<typeof PageQuery>

/** `chat/init`: the notices and plan-assistant chats first, then questions, latest first. */
export const ChatList = Type.Object({
  chats: Type.Array(ChatSummary),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  /**
   * Whether the tutor can read a photo of a question (it needs the configured AI model; the
   * offline engine reads text only). The app says so before the student takes the photo.
   */
  photo_reading: Type.Boolean(),
  /** Unread replies and notices over all the student's chats (as `noread/count`), for the tab badge. */
  no_read_total: Type.Integer({ minimum: 0 }),
})
export type ChatList = Static<typeof ChatList>

/**
 * The badge on a reply that states a final answer (null on hints, examples and anything without
 * one). verified: an independent check confirmed the final answer against the student's own
 * question; unchecked: it could not be checked (neutral); mismatch: the check failed, the answer
 * may be wrong (`expected`: the answer the check found, when known).
 */
export const Verdict = Type.Object({
  status: Type.Union([Type.Literal('verified'), Type.Literal('unchecked'), Type.Literal('mismatch')]),
  expected: Type.Optional(Type.String()),
})
export type Verdict = Static<typeof Verdict>

export const Feedback = Type.Union([Type.Literal('like'), Type.Literal('dislike')])
export type Feedback = Static<typeof Feedback>

export const ChatMessage = Type.Object({
  message_id: Id,
  chat_id: Id,
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant'), Type.Literal('system')]),
  /** Markdown with LaTeX math (assistant), the student's text (user), a notice (system). */
  content: Type.String(),
  /** An uploaded photo: fetch it from `chat.image` with the session's token. */
  image_id: Type.Union([Id, Type.Null()]),
  status: MessageStatus,
  /** Assistant replies: the rung they were written for; user messages: the rung asked for. */
  help_level: Type.Union([HelpLevel, Type.Null()]),
  verdict: Type.Union([Verdict, Type.Null()]),
  feedback: Type.Union([Feedback, Type.Null()]),
  /** User messages: in the mistake notebook. */
  is_mistake: Type.Boolean(),
  /** status error: what went wrong, in the request's language. */
  error: Type.Union([Type.Object({ code: Type.Integer(), msg: Type.String() }), Type.Null()]),
  create_time: Instant,
  update_time: Instant,
})
export type ChatMessage = Static<typeof ChatMessage>

export const HistoryQuery = Type.Object({
  chat_id: Id,
  /** From the previous page's next_cursor: messages older than that page. */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 30 })),
})

export const HistoryPage = Type.Object({
  chat: ChatSummary,
  /** Oldest first. */
  messages: Type.Array(ChatMessage),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
})
export type HistoryPage = Static<typeof HistoryPage>

export const SendMessageBody = Type.Object({
  chat_id: Id,
  /** The question or a follow-up (may be empty when a photo is sent). */
  content: Type.String({ maxLength: MAX_QUESTION_CHARS, default: '', text: 'multiline' }),
  image_id: Type.Optional(Id),
  /** Step the help ladder; default: where this question's ladder stands. */
  help_level: Type.Optional(HelpLevel),
})
export type SendMessageBody = Static<typeof SendMessageBody>

export const MessageRef = Type.Object({ message_id: Id })
export type MessageRef = Static<typeof MessageRef>

export const MessageUpdateBody = Type.Object({
  message_id: Id,
  /** none clears a like or dislike. */
  feedback: Type.Union([Feedback, Type.Literal('none')]),
})
export type MessageUpdateBody = Static<typeof MessageUpdateBody>

export const ChatRef = Type.Object({ chat_id: Id })
export type ChatRef = Static<typeof ChatRef>

export const NoReadCount = Type.Object({ total: Type.Integer({ minimum: 0 }) })
export type NoReadCount = Static<typeof NoReadCount>

/** null when it cannot be rated (a photo and no AI model connected). */
export const QuestionDifficulty = Type.Object({ chat_id: Id, difficulty: Type.Union([Difficulty, Type.Null()]) })
export type QuestionDifficulty = Static<typeof QuestionDifficulty>

export const SystemNotice = Type.Object({
  id: Id,
  title: Type.String(),
  content: Type.String(),
  /** What the notice is about, e.g. { kind: 'quota_low', left: 3 }: the app may link it to a page. */
  payload: Type.Record(Type.String(), Type.Unknown()),
  create_time: Instant,
})
export type SystemNotice = Static<typeof SystemNotice>

export const SystemNoticeList = Type.Object({
  chat_id: Id,
  notices: Type.Array(SystemNotice),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
})
export type SystemNoticeList = Static<typeof SystemNoticeList>

export const UploadedImage = Type.Object({
  image_id: Id,
  mime: Type.String(),
  size: Type.Integer({ minimum: 1 }),
})
export type UploadedImage = Static<typeof UploadedImage>

export const ImageQuery = Type.Object({ image_id: Id })

export const MistakeEntry = Type.Object({
  mistake_id: Id,
  message_id: Id,
  next_retest_at: Instant,
})
export type MistakeEntry = Static<typeof MistakeEntry>

/**
 * The `text/event-stream` of `chat.message`, `chat.regenerate` and `chat.stream`: one `meta`,
 * `delta`s, then one `end`; `: ping` comments every 15 s keep proxies from closing it. A request
 * refused before streaming (bad input, 403 quota, 404, 409) gets the usual JSON envelope instead.
 */
export interface StreamMeta {
  chat_id: string
  /** The student's message (null for a regenerate or a resumed stream). */
  question: ChatMessage | null
  /** The reply as it stands: empty when new, the text so far when resuming. */
  reply: ChatMessage
  /** Questions left after this one; null for VIP students. */
  left_question_num: number | null
}
export interface StreamDelta {
  text: string
}
export type StreamEvent =
  | { event: 'meta'; data: StreamMeta }
  | { event: 'delta'; data: StreamDelta }
  /** The saved reply: status done, stopped or error. */
  | { event: 'end'; data: ChatMessage }
