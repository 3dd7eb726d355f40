import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { CheckingVersion, CheckingVersionQuery, UserInfo } from '@contract/user'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { toUserInfo } from './user.mapper'
import { versionInfo } from './version'
import { findUserById } from './user.repository'

export default async function userRoutes(app: App) {
  app.get(
    PATHS.user.info,
    { config: { auth: 'session' }, schema: { response: { 200: Envelope(UserInfo) } } },
    async (req) => {
      const user = await findUserById(app.db, sessionOf(req).userId)
      if (!user) throw new AppError('USER_NOT_FOUND')
      return ok(toUserInfo(user, req.lang))
    },
  )

  app.get(
    PATHS.user.checkingVersion,
    {
      config: { auth: 'public' },
      schema: { querystring: CheckingVersionQuery, response: { 200: Envelope(CheckingVersion) } },
    },
    async (req) => ok(versionInfo(app.config, req.lang)),
  )
}
