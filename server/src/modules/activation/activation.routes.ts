import { normaliseCode } from '@contract/account-rules'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { ActivateBody, ActivationResult, InviteCodeQuery, WaitListStatus } from '@contract/invitation'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
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

  app.get(
    PATHS.user.activeInviteCode,
    { config: { auth: 'session' }, schema: { querystring: InviteCodeQuery, response: { 200: Envelope(ActivationResult) } } },
    async (req) => {
      const { userId } = sessionOf(req)
      await activateWithInvite(app, userId, req.query.invite_code, req.ip)
      return result(userId, req.lang, 'invite')
    },
  )

  app.post(
    PATHS.invitation.active,
    { config: { auth: 'session' }, schema: { body: ActivateBody, response: { 200: Envelope(ActivationResult) } } },
    async (req) => {
      const { userId } = sessionOf(req)
      // One box for both kinds: exchange codes are 12 characters, invitation codes 6.
      if (normaliseCode(req.body.code).length === 12) {
        await activateWithExchange(app, userId, req.body.code)
        return result(userId, req.lang, 'exchange')
      }
      await activateWithInvite(app, userId, req.body.code, req.ip)
      return result(userId, req.lang, 'invite')
    },
  )

  app.get(
    PATHS.invitation.joinWaitList,
    { config: { auth: 'session' }, schema: { response: { 200: Envelope(WaitListStatus) } } },
    async (req) => ok(await joinWaitlist(app.db, sessionOf(req).userId)),
  )
}
