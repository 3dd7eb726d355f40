import { Type, type Static } from '@sinclair/typebox'

export const UnreadEventNum = Type.Object({ unread_event_num: Type.Integer({ minimum: 0 }) })
export type UnreadEventNum = Static<typeof UnreadEventNum>
