import { ROUTES } from '@contract/routes'
import { type Notification } from '@contract/notification'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import type { RenderContext } from './format'
import { countUnread, decodeCursor, listNotifications, markRead, type NotificationRow } from './notifications.repository'
import { renderNotification } from './templates'

function toNotification(row: NotificationRow, ctx: RenderContext): Notification {
  const { title, body } = renderNotification(row, ctx)
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title,
    body,
    link: row.link,
    unread: row.unread === 1,
    created_at: row.created_at,
  }
}

export default async function notificationRoutes(app: App) {
  defineRoute(app, ROUTES.notification.list, async (req) => {
    const userId = sessionOf(req).userId
    const after = req.query.cursor ? decodeCursor(req.query.cursor) : null
    if (req.query.cursor && !after) throw new AppError('VALIDATION', { field: 'cursor' })
    const page = await listNotifications(app.db, userId, after, req.query.limit ?? 20)
    const ctx = { lang: req.lang, timeZone: req.timeZone }
    return ok({
      items: page.items.map((row) => toNotification(row, ctx)),
      next_cursor: page.nextCursor,
      unread_total: await countUnread(app.db, userId),
    })
  })

  defineRoute(app, ROUTES.notification.unreadCount, async (req) =>
    ok({ total: await countUnread(app.db, sessionOf(req).userId) }),
  )

  defineRoute(app, ROUTES.notification.read, async (req) => {
    const userId = sessionOf(req).userId
    if (!req.body.all && !req.body.ids) throw new AppError('VALIDATION', { field: 'ids', issue: 'missing' })
    await markRead(app.db, userId, req.body.all ? 'all' : (req.body.ids ?? []))
    return ok({ total: await countUnread(app.db, userId) })
  })

  defineRoute(app, ROUTES.notification.pushConfig, async () =>
    ok({
      wechat_template_ids:
        app.push.channels.includes('wechat') && app.config.PUSH_WECHAT_TEMPLATE_ID ? [app.config.PUSH_WECHAT_TEMPLATE_ID] : [],
    }),
  )
}
