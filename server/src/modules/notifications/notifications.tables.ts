/**
 * A student's notifications. Texts are not stored in one language: a `template` with its
 * `params` (JSON) is rendered when read, in the reader's language and time zone. Operator notices
 * without a template keep their literal `title` / `body`.
 */
export interface NotificationsTable {
  id: string
  user_id: string
  /** system | plan | payment | invite */
  kind: string
  template: string | null
  params: string
  title: string
  body: string
  /** Route to open (`pages/order/order`), or ''. */
  link: string
  /** Makes a notification happen once (e.g. `order:<id>:fulfilled`); unique per student when set. */
  dedupe_key: string | null
  unread: number
  created_at: string
  read_at: string | null
}

export interface NotificationTables {
  notifications: NotificationsTable
}
