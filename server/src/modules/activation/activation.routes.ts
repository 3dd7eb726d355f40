import { normaliseCode } from '@contract/account-rules'
import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { activateWithInvite } from '../invitation'
import { toUserInfo, findUserById } from '../user'
import { activateWithExchange } from './exchange.service'
import { joinWaitlist } from './waitlist.service'

// Activation is for accounts that are not active yet, hence `session` rather than `active`.
export default async function activationRoutes(app: App) {
  const result = async (userId: string, lang: Parameters<typeof toUserInfo>[1], via: 'invite' | 'exchange') => {
    const user = await findUserById(app.db, userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    return ok({ via, user: toUserInfo(user, lang) })
  }

  defineRoute(app, ROUTES.invitation.activeInviteCode, { config: { auth: 'session' } }, async (req) => {
    const { userId } = sessionOf(req)
    await activateWithInvite(app, userId, req.query.invite_code, req.ip)
    return result(userId, req.lang, 'invite')
  })

  defineRoute(app, ROUTES.invitation.active, { config: { auth: 'session' } }, async (req) => {
    const { userId } = sessionOf(req)
    // One box for both kinds: exchange codes are 12 characters, invitation codes 6.
    if (normaliseCode(req.body.code).length === 12) {
      await activateWithExchange(app, userId, req.body.code)
      return result(userId, req.lang, 'exchange')
    }
    await activateWithInvite(app, userId, req.body.code, req.ip)
    return result(userId, req.lang, 'invite')
  })

  defineRoute(app, ROUTES.invitation.joinWaitList, { config: { auth: 'session' } }, async (req) => ok(await joinWaitlist(app.db, sessionOf(req).userId)))
}
