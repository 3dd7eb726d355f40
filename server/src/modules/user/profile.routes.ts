import { Type } from '@sinclair/typebox'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { AlterProfileBody, AlterSettingsBody, AlterSleepBody, UpdateDeviceIdBody, UserInfo } from '@contract/user'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { setSessionDeviceId } from '../session'
import { alterProfile, alterSettings, alterSleep } from './profile.service'
import { toUserInfo } from './user.mapper'
import { setUserDeviceId } from './user.repository'

const Done = Envelope(Type.Null())

export default async function profileRoutes(app: App) {
  app.put(PATHS.user.alterProfile, { schema: { body: AlterProfileBody, response: { 200: Envelope(UserInfo) } } }, async (req) =>
    ok(toUserInfo(await alterProfile(app, sessionOf(req).userId, req.body), req.lang)),
  )

  app.put(PATHS.user.alterSettings, { schema: { body: AlterSettingsBody, response: { 200: Envelope(UserInfo) } } }, async (req) =>
    ok(toUserInfo(await alterSettings(app, sessionOf(req).userId, req.body), req.lang)),
  )

  app.put(PATHS.user.alterSleep, { schema: { body: AlterSleepBody, response: { 200: Envelope(UserInfo) } } }, async (req) =>
    ok(toUserInfo(await alterSleep(app, sessionOf(req).userId, req.body), req.lang)),
  )

  // Called right after sign-in, before activation: `session` level.
  app.put(
    PATHS.user.updateDeviceId,
    { config: { auth: 'session' }, schema: { body: UpdateDeviceIdBody, response: { 200: Done } } },
    async (req) => {
      const deviceId = req.body.device_id.trim()
      if (!deviceId) throw new AppError('DEVICE_ID_EMPTY')
      if (!/^[\x21-\x7e]+$/.test(deviceId)) throw new AppError('VALIDATION', { field: 'device_id' })
      const { sessionId, userId } = sessionOf(req)
      const updated = await app.db.transaction().execute(async (trx) => {
        const bound = await setSessionDeviceId(trx, sessionId, deviceId)
        await setUserDeviceId(trx, userId, deviceId)
        return bound
      })
      if (!updated) throw new AppError('DEVICE_ID_UPDATE_FAILED')
      return ok(null)
    },
  )
}
