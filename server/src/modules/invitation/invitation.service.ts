import { INVITE_CODE_PATTERN, normaliseCode } from '@contract/account-rules'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { InviterInfo } from '@contract/invitation'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { findActiveUserByInviteCode, findUserById, setInviter, type UserRow, markActivated, takeInvitePlace } from '../user'
import { addNotification, pushNotification } from '../notifications'
import { quotaLeft } from './quota'
import { limitedLookup } from './lookup-limit'
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

async function inviterByCode(db: Kysely<Database>, rawCode: string): Promise<UserRow> {
  const code = normaliseCode(rawCode)
  if (!INVITE_CODE_PATTERN.test(code)) throw new AppError('INVITE_CODE_INVALID')
  const inviter = await findActiveUserByInviteCode(db, code)
  if (!inviter) throw new AppError('INVITE_CODE_INVALID')
  return inviter
}

async function recordInvitation(db: Kysely<Database> | Transaction<Database>, inviteeId: string, inviter: UserRow, activatedAt: string | null) {
  const now = nowIso()
  await db
    .insertInto('invitations')
    .values({ id: newId('inv'), inviter_id: inviter.id, invitee_id: inviteeId, invite_code: inviter.invite_code, accepted_at: now, activated_at: activatedAt })
    .onConflict((oc) =>
      oc.column('invitee_id').doUpdateSet({ inviter_id: inviter.id, invite_code: inviter.invite_code, accepted_at: now, activated_at: activatedAt }),
    )
    .execute()
}

/** A waiting student accepts an invitation: the inviter sees them as joined; activation follows. */
export async function acceptInvitation(app: App, userId: string, rawCode: string, ip: string): Promise<InviterInfo> {
  const inviter = await findInviter(app, rawCode, ip)
  if (inviter.id === userId) throw new AppError('INVITE_CODE_OWN')
  const me = await findUserById(app.db, userId)
  if (!me || me.account_status !== ACCOUNT_STATUS.DEFAULT) throw new AppError('ALREADY_ACTIVATED')
  if (quotaLeft(inviter) === 0) throw new AppError('INVITE_QUOTA_FULL')
  await recordInvitation(app.db, userId, inviter, null)
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
    await recordInvitation(trx, userId, inviter, nowIso())
    const inviteeNickname = await setInviter(trx, userId, inviter.id)
    return rewardInviter(trx, { inviterId: inviter.id, inviteeId: userId, inviteeNickname }, app.config.INVITE_REWARD_QUESTIONS)
  })
  if (noticeId) void pushNotification(app, noticeId)
}

/** Who invited the signed-in student, if anyone (an inviter who left shows as null). */
export async function myInviter(app: App, userId: string): Promise<InviterInfo | null> {
  const row = await app.db.selectFrom('invitations').select('inviter_id').where('invitee_id', '=', userId).executeTakeFirst()
  const inviter = row && (await findUserById(app.db, row.inviter_id))
  return inviter ? toInviterInfo(inviter) : null
}
