/**
 * The tutor's conversations: one per question asked, one for the study-plan assistant and one for
 * system notices per student. A message belongs to one chat and one student.
 */
export interface ChatsTable {
  id: string
  user_id: string
  /** question | plan_assistant | system */
  type: string
  /** The question's first words; '' for a photo-only question or a fixed chat (named by the mapper). */
  title: string
  has_image: number
  /** The rung of the help ladder the student chose last: hint | example | solution. */
  help_level: string
  /** easy | medium | hard, once rated. */
  difficulty: string | null
  /** Replies finished while the student was away, and notices, since they last opened it. */
  unread_count: number
  /** 0 free (VIP, or not asked yet), 1 took one of the student's questions, 2 given back because the first answer failed. */
  charged: number
  /** Messages the student has sent in it. */
  turns: number
  /** The reply being written: one at a time per chat (a conditional update takes it). */
  active_message_id: string | null
  active_since: string | null
  /** null until the first question: such a chat is not listed. */
  last_message_at: string | null
  last_preview: string
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface ChatMessagesTable {
  id: string
  chat_id: string
  user_id: string
  /** Order within the chat. */
  seq: number
  /** user | assistant | system */
  role: string
  content: string
  image_id: string | null
  /** pending | streaming | done | stopped | error */
  status: string
  help_level: string | null
  /** verified | mismatch, for replies whose final answer a CAS could check. */
  verdict: string | null
  verdict_expected: string | null
  /** like | dislike */
  feedback: string | null
  /** The error catalogue name of a failed reply: its message is translated when read. */
  error_key: string | null
  finish_reason: string | null
  model: string | null
  prompt_tokens: number | null
  completion_tokens: number | null
  /** System notices: title and JSON payload. */
  title: string | null
  payload: string | null
  created_at: string
  updated_at: string
}

export interface ChatTables {
  chats: ChatsTable
  chat_messages: ChatMessagesTable
}
