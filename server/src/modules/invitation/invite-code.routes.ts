import { ROUTES } from '@contract/routes'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors'
import { textsIn } from '../../i18n/translate'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute, type RouteRequest } from '../../lib/route'
import type { App } from '../../types'
import { qrDataUrl } from '../order'
import { findUserById } from '../user'
import { acceptInvitePath, inviteLink } from './invite-links'
import { decodeInviteeCursor, listInvitees } from './invitees.repository'

/** The student's own invitation: code, link, QR, and who came in with it. */
export default async function inviteCodeRoutes(app: App) {
  const me = async (req: FastifyRequest) => {
    const user = await findUserById(app.db, sessionOf(req).userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    return user
  }

  defineRoute(app, ROUTES.invitation.inviteCode, async (req) => {
    const user = await me(req)
    return ok({
      invite_code: user.invite_code,
      invite_link: inviteLink(req, app.config.APP_PUBLIC_URL, user.invite_code),
      invited_num: user.invited_num,
      invite_max_quota: user.invite_max_quota,
      reward_questions: app.config.INVITE_REWARD_QUESTIONS,
    })
  })

  const list = (activatedOnly: boolean) => async (req: RouteRequest<typeof ROUTES.invitation.inviteList>) => {
    const after = req.query.cursor ? decodeInviteeCursor(req.query.cursor) : null
    if (req.query.cursor && !after) throw new AppError('VALIDATION', { field: 'cursor' })
    const page = await listInvitees(app.db, sessionOf(req).userId, { activatedOnly, after, limit: req.query.limit ?? 20 })
    return ok({ items: page.items, next_cursor: page.nextCursor, total: page.total })
  }
  defineRoute(app, ROUTES.invitation.inviteList, list(false))
  defineRoute(app, ROUTES.invitation.activeInviteUser, list(true))

  defineRoute(app, ROUTES.invitation.qrCodeInfo, async (req) => {
    const user = await me(req)
    const url = inviteLink(req, app.config.APP_PUBLIC_URL, user.invite_code)
    const say = textsIn(req.lang, 'invitation')
    return ok({
      invite_code: user.invite_code,
      url,
      qr_code: await qrDataUrl(url),
      weapp_path: acceptInvitePath(user.invite_code),
      share_title: say('shareTitle', { name: user.nickname || say('classmate') }),
    })
  })
}
