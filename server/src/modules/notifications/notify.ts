import { LANGS, type Lang } from '@contract/common'
import type { App } from '../../types'
import { addNotification, findNotification, type NewNotification } from './notifications.repository'
import { renderNotification } from './templates'
import { findPushTarget } from '../user'

const asLang = (v: string): Lang => ((LANGS as readonly string[]).includes(v) ? (v as Lang) : 'zh-Hans')

/**
 * Pushes a stored notification to the student's phone (WeChat subscribe message, app push),
 * in the student's own language. Never throws: the notification list is the record, a push a courtesy.
 * Returns what each channel did (null when nothing was sent), for callers that retry.
 */
export async function pushNotification(app: App, notificationId: string): Promise<Record<string, string> | null> {
  try {
    const row = await findNotification(app.db, notificationId)
    if (!row) return null
    const user = await findPushTarget(app.db, row.user_id)
    if (!user) return null
    const lang = asLang(user.language)
    const { title, body } = renderNotification(row, { lang, timeZone: 'Asia/Shanghai' })
    return await app.push.send({
      requestId: row.id,
      title,
      content: body,
      payload: { link: row.link || 'pages/notificationlist/notificationlist', notification_id: row.id, kind: row.kind },
      target: { openid: user.wechat_openid, pushClientId: user.device_id || null },
      lang,
      createdAt: new Date(row.created_at),
    })
  } catch (err) {
    app.log.warn({ err, notificationId }, 'push of a notification failed')
    return null
  }
}

/**
 * Adds a notification and pushes it. Use addNotification() instead inside a transaction, then
 * pushNotification() once it committed.
 */
export async function notifyStudent(app: App, n: NewNotification): Promise<string | null> {
  const id = await addNotification(app.db, n)
  if (id) void pushNotification(app, id)
  return id
}

/**
 * For the study-plan module: the assistant changed `count` events of the student's plan
 * (`title`: the first one's) WITHOUT the student confirming it (a change made while they were
 * away). A preview the student applies is their own change and notifies nothing. One
 * notification per change set: pass the same `changeId` twice and the second is dropped.
 */
export function notifyPlanChangedByAssistant(
  app: App,
  userId: string,
  change: { changeId: string; count: number; title: string },
): Promise<string | null> {
  return notifyStudent(app, {
    userId,
    kind: 'plan',
    template: 'plan.assistant_changed',
    params: { count: change.count, title: change.title },
    link: 'pages/schedule/index',
    dedupeKey: `plan:${change.changeId}`,
  })
}
