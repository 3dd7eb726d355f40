import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'

/** A conversation in the list (spec §3 "chat selection"; capturedImagePath and progress are client-only). */
export const ChatSummary = Type.Object({
  chat_id: Id,
  chat_name: Type.String(),
  chat_avatar: Type.String(),
  no_read_msg_count: Type.Integer({ minimum: 0 }),
  /** question | plan_assistant | system */
  chat_type: Type.String(),
  last_message: Type.Union([Type.Object({ create_time: Instant, message: Type.String() }), Type.Null()]),
})
export type ChatSummary = Static<typeof ChatSummary>

export const NoReadCount = Type.Object({ total: Type.Integer({ minimum: 0 }) })
export type NoReadCount = Static<typeof NoReadCount>
