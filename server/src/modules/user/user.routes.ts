import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { toUserInfo } from './user.mapper'
import { versionInfo } from './version'

export default async function userRoutes(app: App) {
  defineRoute(app, ROUTES.user.info, { config: { auth: 'session' } }, async (req) => {
    // The account came with the session (plugins/auth.ts): no second read.
    const { user } = sessionOf(req)
    if (user.deleted_at !== null) throw new AppError('USER_NOT_FOUND')
    return ok(toUserInfo(user, req.lang))
  })

  defineRoute(app, ROUTES.user.checkingVersion, { config: { auth: 'public' } }, async (req) => ok(versionInfo(app.config, req.lang)))
}
