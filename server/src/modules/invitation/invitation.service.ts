import { INVITE_CODE_PATTERN, normaliseCode } from '@contract/account-rules'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { InviterInfo } from '@contract/invitation'
import type { DB } from '../../db/database'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { findActiveUserByInviteCode, findUserById, setInviter, type UserRow, markActivated, takeInvitePlace } from '../user'
import { addNotification, pushNotification } from '../notifications'
import { quotaLeft } from './quota'
import { limitedLookup } from './lookup-limit'
import { findInviterId, recordInvitation } from './invitation.repository'
import { rewardInviter } from './rewards'

export const toInviterInfo = (inviter: UserRow): InviterInfo => ({
  uid: inviter.id,
  nickname: inviter.nickname,
  avatar: inviter.avatar,
  invite_code: inviter.invite_code,
  quota_left: quotaLeft(inviter),
})

/**
 * The active student whose invitation code this is, under the network's look-up limit. Every
 * code that leads nowhere (malformed, unknown, deleted or waiting account) gets the same answer.
 */
export function findInviter(app: App, rawCode: string, ip: string): Promise<UserRow> {
  return limitedLookup(app, ip, () => inviterByCode(app.db, rawCode))
}

async function inviterByCode(db: DB, rawCode: string): Promise<UserRow> {
  const code = normaliseCode(rawCode)
  if (!INVITE_CODE_PATTERN.test(code)) throw new AppError('INVITE_CODE_INVALID')
  const inviter = await findActiveUserByInviteCode(db, code)
  if (!inviter) throw new AppError('INVITE_CODE_INVALID')
  return inviter
}

/** A waiting student accepts an invitation: the inviter sees them as joined; activation follows. */
export async function acceptInvitation(app: App, userId: string, rawCode: string, ip: string): Promise<InviterInfo> {
  const inviter = await findInviter(app, rawCode, ip)
  if (inviter.id === userId) throw new AppError('INVITE_CODE_OWN')
  const me = await findUserById(app.db, userId)
  if (!me || me.account_status !== ACCOUNT_STATUS.DEFAULT) throw new AppError('ALREADY_ACTIVATED')
  if (quotaLeft(inviter) === 0) throw new AppError('INVITE_QUOTA_FULL')
  await recordInvitation(app.db, { inviteeId: userId, inviterId: inviter.id, inviteCode: inviter.invite_code, activatedAt: null })
  // The inviter hears of it once, whichever of their invitations the student accepted first.
  const noticeId = await addNotification(app.db, {
    userId: inviter.id,
    kind: 'invite',
    template: 'invite.joined',
    params: { nickname: me.nickname },
    link: 'pages/user/invitationdetails',
    dedupeKey: `invite:joined:${userId}`,
  })
  if (noticeId) void pushNotification(app, noticeId)
  return toInviterInfo(inviter)
}

/** Activates the student with an invitation code, taking one place of the inviter's quota. */
export async function activateWithInvite(app: App, userId: string, rawCode: string, ip: string): Promise<void> {
  const inviter = await findInviter(app, rawCode, ip)
  if (inviter.id === userId) throw new AppError('INVITE_CODE_OWN')
  const noticeId = await app.db.transaction().execute(async (trx) => {
    if (!(await markActivated(trx, userId, 'invite', app.config.FREE_QUESTIONS))) throw new AppError('ALREADY_ACTIVATED')
    if (!(await takeInvitePlace(trx, inviter.id))) throw new AppError('INVITE_QUOTA_FULL')
    await recordInvitation(trx, { inviteeId: userId, inviterId: inviter.id, inviteCode: inviter.invite_code, activatedAt: nowIso() })
    const inviteeNickname = await setInviter(trx, userId, inviter.id)
    return rewardInviter(trx, { inviterId: inviter.id, inviteeId: userId, inviteeNickname }, app.config.INVITE_REWARD_QUESTIONS)
  })
  if (noticeId) void pushNotification(app, noticeId)
}

/** Who invited the signed-in student, if anyone (an inviter who left shows as null). */
export async function myInviter(app: App, userId: string): Promise<InviterInfo | null> {
  const inviterId = await findInviterId(app.db, userId)
  const inviter = inviterId && (await findUserById(app.db, inviterId))
  return inviter ? toInviterInfo(inviter) : null
}
