import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { endUserSessions } from '../session'
import { findUserById, setPasswordHash } from '../user'
import { checkPasswordPolicy, hashPassword } from './password'
import { confirmIdentity } from './reauth'


/** The student's password: a credential, so auth owns it (the profile is the user module's). */
export default async function passwordRoutes(app: App) {
  // Changing the password ends every other session of the student (they are told why: 401).
  defineRoute(app, ROUTES.auth.alterPassword, { config: { auth: 'session' } }, async (req) => {
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
  })
}
