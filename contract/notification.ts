import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'

export const NotificationKind = Type.Union([
  Type.Literal('system'),
  Type.Literal('plan'),
  Type.Literal('payment'),
  Type.Literal('invite'),
])
export type NotificationKind = Static<typeof NotificationKind>

export const Notification = Type.Object({
  id: Id,
  kind: NotificationKind,
  /** In the request's language (and time zone, for dates inside). */
  title: Type.String(),
  body: Type.String(),
  /** A route to open, e.g. `pages/order/order`; empty when there is none. */
  link: Type.String(),
  unread: Type.Boolean(),
  created_at: Instant,
})
export type Notification = Static<typeof Notification>

export const NotificationListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type NotificationListQuery = Static<typeof NotificationListQuery>

/** Unread first, then newest first. */
export const NotificationList = Type.Object({
  items: Type.Array(Notification),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  unread_total: Type.Integer({ minimum: 0 }),
})
export type NotificationList = Static<typeof NotificationList>

export const NotificationUnread = Type.Object({ total: Type.Integer({ minimum: 0 }) })
export type NotificationUnread = Static<typeof NotificationUnread>

/** Marks the listed notifications read, or all of them with `all: true`. */
export const MarkReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  all: Type.Optional(Type.Boolean()),
})
export type MarkReadBody = Static<typeof MarkReadBody>

export const PushConfig = Type.Object({
  /** Mini-program subscribe-message templates to ask the student about (empty: none configured). */
  wechat_template_ids: Type.Array(Type.String()),
})
export type PushConfig = Static<typeof PushConfig>
