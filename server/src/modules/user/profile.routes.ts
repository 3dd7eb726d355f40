import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { setSessionDeviceId } from '../session'
import { alterProfile, alterSettings, alterSleep } from './profile.service'
import { toUserInfo } from './user.mapper'
import { setUserDeviceId } from './user.repository'


export default async function profileRoutes(app: App) {
  defineRoute(app, ROUTES.user.alterProfile, async (req) =>
    ok(toUserInfo(await alterProfile(app, sessionOf(req).userId, req.body), req.lang)),
  )

  defineRoute(app, ROUTES.user.alterSettings, async (req) =>
    ok(toUserInfo(await alterSettings(app, sessionOf(req).userId, req.body), req.lang)),
  )

  defineRoute(app, ROUTES.user.alterSleep, async (req) =>
    ok(toUserInfo(await alterSleep(app, sessionOf(req).userId, req.body), req.lang)),
  )

  // Called right after sign-in, before activation: `session` level.
  defineRoute(app, ROUTES.user.updateDeviceId, { config: { auth: 'session' } }, async (req) => {
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
  })
}
