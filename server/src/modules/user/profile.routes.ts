import { Type } from '@sinclair/typebox'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { AlterPasswordBody, AlterProfileBody, AlterSettingsBody, AlterSleepBody, UpdateDeviceIdBody, UserInfo } from '@contract/user'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { checkPasswordPolicy, hashPassword } from '../auth/password'
import { confirmIdentity } from '../auth/reauth'
import { endUserSessions, setSessionDeviceId } from '../session/session.repository'
import { alterProfile, alterSettings, alterSleep } from './profile.service'
import { toUserInfo } from './user.mapper'
import { findUserById, setPasswordHash, setUserDeviceId } from './user.repository'

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

  // Changing the password ends every other session of the student (they are told why: 401).
  app.put(
    PATHS.user.alterPassword,
    { config: { auth: 'session' }, schema: { body: AlterPasswordBody, response: { 200: Done } } },
    async (req) => {
      const { userId, sessionId } = sessionOf(req)
      const user = await findUserById(app.db, userId)
      if (!user) throw new AppError('USER_NOT_FOUND')
      checkPasswordPolicy(req.body.new_password, user)
      const proof = user.password_hash ? { password: req.body.old_password ?? '' } : { sms_code: req.body.sms_code }
      if (user.password_hash && req.body.old_password === undefined) throw new AppError('CONFIRMATION_MISSING')
      await confirmIdentity(app, user, proof, 'password')
      const hash = await hashPassword(req.body.new_password)
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, userId, hash)
        await endUserSessions(trx, userId, 'password', sessionId)
      })
      return ok(null)
    },
  )
}
