import { ROUTES } from '@contract/routes'
import { type UnreadCounts } from '@contract/app-start'
import { ACCOUNT_STATUS } from '@contract/user'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { totalUnread } from '../chat'
import { courseList, gradeList, toneList } from '../dictionary'
import { countUnread as countUnreadNotifications } from '../notifications'
import { countUnreadEvents } from '../study-plan'
import { toUserInfo, versionInfo } from '../user'

async function unreadCounts(app: App, userId: string): Promise<UnreadCounts> {
  const [event, chat, notification] = await Promise.all([
    countUnreadEvents(app.db, userId),
    totalUnread(app.db, userId),
    countUnreadNotifications(app.db, userId),
  ])
  return { event, chat, notification }
}

/**
 * The app start in one round trip (it used to be ten calls on a phone network): what
 * checking-version, the three dictionary lists, user/info and the three unread counts answer,
 * each exactly as its own endpoint would.
 */
export default async function appStartRoutes(app: App) {
  defineRoute(app, ROUTES.app.start, { config: { auth: 'public' } }, async (req) => {
    const lang = req.lang
    const session = req.session
    // The account came with the session (plugins/auth.ts): no second read.
    const user = session && session.user.deleted_at === null ? session.user : undefined
    const active = !!user && user.account_status === ACCOUNT_STATUS.NORMAL
    const failure = req.sessionError
    return ok({
      version: versionInfo(app.config, lang),
      grades: gradeList(lang),
      courses: courseList(lang),
      tones: toneList(lang),
      user: user ? toUserInfo(user, lang) : null,
      session_error: failure ? { code: failure.code, status: failure.status, msg: failure.messageIn(lang) } : null,
      unread: active ? await unreadCounts(app, user.id) : null,
    })
  })
}
