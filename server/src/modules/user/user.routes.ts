import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { CheckingVersion, CheckingVersionQuery, UserInfo } from '@contract/user'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { toUserInfo } from './user.mapper'
import { releaseNotesFor } from './release-notes'
import { findUserById } from './user.repository'

/** "1.0.28" -> 1028, the same scheme as the app's own APP_VERSION_CODE. */
export const versionCode = (version: string): number => {
  const [major, minor, patch] = version.split('.').map(Number)
  return major * 1000 + minor * 100 + patch
}

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
    async (req) =>
      ok({
        check_version: app.config.APP_REVIEW_VERSION_CODE,
        latest_version: app.config.APP_LATEST_VERSION,
        latest_version_code: versionCode(app.config.APP_LATEST_VERSION),
        min_version_code: app.config.APP_MIN_VERSION_CODE,
        release_notes: releaseNotesFor(app.config.APP_RELEASE_NOTES, req.lang),
        download_url: app.config.APP_DOWNLOAD_URL,
      }),
  )
}
