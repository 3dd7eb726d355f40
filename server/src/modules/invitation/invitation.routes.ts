import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { acceptInvitation, findInviter, myInviter, toInviterInfo } from './invitation.service'

export default async function invitationRoutes(app: App) {
  // The accept-invite page shows the inviter before the visitor has an account.
  defineRoute(app, ROUTES.invitation.inviterInfoByCode, { config: { auth: 'public' } }, async (req) => ok(toInviterInfo(await findInviter(app, req.query.invite_code, req.ip))))

  defineRoute(app, ROUTES.invitation.inviterInfo, { config: { auth: 'session' } }, async (req) => ok(await myInviter(app, sessionOf(req).userId)))

  defineRoute(app, ROUTES.invitation.inviteAccept, { config: { auth: 'session' } }, async (req) => ok(await acceptInvitation(app, sessionOf(req).userId, req.query.invite_code, req.ip)))
}
