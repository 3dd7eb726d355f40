import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { InviteCodeQuery, InviterInfo, MaybeInviterInfo } from '@contract/invitation'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { acceptInvitation, findInviter, myInviter, toInviterInfo } from './invitation.service'

export default async function invitationRoutes(app: App) {
  // The accept-invite page shows the inviter before the visitor has an account.
  app.get(
    PATHS.user.inviterInfoByCode,
    { config: { auth: 'public' }, schema: { querystring: InviteCodeQuery, response: { 200: Envelope(InviterInfo) } } },
    async (req) => ok(toInviterInfo(await findInviter(app, req.query.invite_code, req.ip))),
  )

  app.get(
    PATHS.user.inviterInfo,
    { config: { auth: 'session' }, schema: { response: { 200: Envelope(MaybeInviterInfo) } } },
    async (req) => ok(await myInviter(app, sessionOf(req).userId)),
  )

  app.get(
    PATHS.user.inviteAccept,
    { config: { auth: 'session' }, schema: { querystring: InviteCodeQuery, response: { 200: Envelope(InviterInfo) } } },
    async (req) => ok(await acceptInvitation(app, sessionOf(req).userId, req.query.invite_code, req.ip)),
  )
}
