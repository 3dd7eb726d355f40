import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../db/schema'
import { newId } from '../../db/ids'
import { nowIso, toCount } from '../../db/time'
import type { NotificationsTable } from './notifications.tables'
import { renderNotification } from './templates'
import type { TemplateName } from './templates'

/** The database or a transaction: a notification can be added inside the change it reports. */
type Db = Kysely<Database>

export type NotificationRow = Selectable<NotificationsTable>
export type NotificationKind = 'system' | 'plan' | 'payment' | 'invite'

export interface NewNotification {
  userId: string
  kind: NotificationKind
  /** Rendered when read, in the reader's language (see templates/). */
  template?: TemplateName
  params?: Record<string, string | number | boolean | null>
  /** Literal texts for operator notices (no template). */
  title?: string
  body?: string
  /** Route opened from the notification, e.g. `pages/order/order`. */
  link?: string
  /** A second notification with the same key for the same student is dropped. */
  dedupeKey?: string
}

/**
 * Adds one notification; the single call every module uses. Returns its id, or null when a
 * notification with the same dedupe key already exists.
 */
export async function addNotification(db: Db, n: NewNotification): Promise<string | null> {
  const id = newId('n')
  const params = JSON.stringify(n.params ?? {})
  // The English rendering is kept as the stored fallback (operator tools, older versions).
  const fallback = n.template
    ? renderNotification({ template: n.template, params, title: '', body: '' }, { lang: 'en', timeZone: 'UTC' })
    : { title: n.title ?? '', body: n.body ?? '' }
  const result = await db
    .insertInto('notifications')
    .values({
      id,
      user_id: n.userId,
      kind: n.kind,
      template: n.template ?? null,
      params,
      title: fallback.title,
      body: fallback.body,
      link: n.link ?? '',
      dedupe_key: n.dedupeKey ?? null,
      unread: 1,
      created_at: nowIso(),
      read_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? id : null
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('unread', '=', 1)
    .executeTakeFirst()
  return toCount(row?.n)
}

export interface ListCursor {
  unread: number
  createdAt: string
  id: string
  /**
   * When the first page was read. Later pages sort each notification by whether it was unread
   * then, so one read meanwhile ("read all", or opening one) keeps its place: it is neither shown
   * again among the read ones nor skipped. null in a cursor made before this was kept.
   */
  asOf: string | null
}

export const encodeCursor = (row: Pick<NotificationRow, 'unread' | 'created_at' | 'id'>, asOf: string): string =>
  Buffer.from(JSON.stringify([row.unread, row.created_at, row.id, asOf])).toString('base64url')

/** null for a cursor we did not make (the route answers 400). */
export function decodeCursor(cursor: string): ListCursor | null {
  try {
    const [unread, createdAt, id, asOf] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if ((unread === 0 || unread === 1) && typeof createdAt === 'string' && typeof id === 'string' && (asOf === undefined || typeof asOf === 'string')) {
      return { unread, createdAt, id, asOf: asOf ?? null }
    }
  } catch {
    // fall through
  }
  return null
}

/**
 * Unread first, then newest first; keyset pagination so pages never repeat or skip rows. The
 * first page reads the index in order; the pages after it order by "unread when the first page
 * was read" (`asOf`), the order the student is paging through.
 */
export async function listNotifications(db: Db, userId: string, after: ListCursor | null, limit: number) {
  const asOf = after?.asOf ?? nowIso()
  const wasUnread = after?.asOf
    ? sql<number>`(case when ${sql.ref('unread')} = 1 or ${sql.ref('read_at')} > ${after.asOf} then 1 else 0 end)`
    : sql<number>`${sql.ref('unread')}`
  let query = db.selectFrom('notifications').selectAll().select(wasUnread.as('was_unread')).where('user_id', '=', userId)
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb(wasUnread, '<', after.unread),
        eb.and([eb(wasUnread, '=', after.unread), eb('created_at', '<', after.createdAt)]),
        eb.and([eb(wasUnread, '=', after.unread), eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    )
  }
  const rows = await query.orderBy(after?.asOf ? wasUnread : 'unread', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute()
  const more = rows.length > limit
  const page = more ? rows.slice(0, limit) : rows
  const items: NotificationRow[] = page.map(({ was_unread: _, ...row }) => row)
  const last = page[page.length - 1]
  return { items, nextCursor: more ? encodeCursor({ unread: Number(last.was_unread), created_at: last.created_at, id: last.id }, asOf) : null }
}

/** Marks some (or all) of the student's notifications read; returns how many changed. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0
  let query = db
    .updateTable('notifications')
    .set({ unread: 0, read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('unread', '=', 1)
  if (ids !== 'all') query = query.where('id', 'in', ids)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The operator's system notice to every active student, as one INSERT … SELECT: thousands of
 * students are one statement. Answers how many got it.
 */
export async function addNoticeToAllActive(db: Db, notice: { title: string; body: string; link: string }): Promise<number> {
  const stamp = Date.now().toString(36)
  const now = nowIso()
  const result = await db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'kind', 'template', 'params', 'title', 'body', 'link', 'dedupe_key', 'unread', 'created_at', 'read_at'])
    .expression(
      db
        .selectFrom('users')
        .select([
          sql<string>`${`n_${stamp}_`} || id`.as('id'),
          'id as user_id',
          sql<string>`${'system'}`.as('kind'),
          sql<null>`null`.as('template'),
          sql<string>`${'{}'}`.as('params'),
          sql<string>`${notice.title}`.as('title'),
          sql<string>`${notice.body}`.as('body'),
          sql<string>`${notice.link}`.as('link'),
          sql<string>`${`notice:${stamp}`}`.as('dedupe_key'),
          sql<number>`1`.as('unread'),
          sql<string>`${now}`.as('created_at'),
          sql<null>`null`.as('read_at'),
        ])
        .where('deleted_at', 'is', null)
        .where('account_status', '=', 1),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}
