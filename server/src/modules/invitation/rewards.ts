import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { nowIso } from '../../db/time'
import { addNotification } from '../notifications'
import { creditQuestions } from '../user'

type Trx = Transaction<Database>

/**
 * Inside the invitee's activation: the inviter gets INVITE_REWARD_QUESTIONS extra questions,
 * once per invitee (a conditional update of rewarded_at decides), and a notification saying so.
 * Returns the notification to push once the activation committed.
 */
export async function rewardInviter(
  trx: Trx,
  invite: { inviterId: string; inviteeId: string; inviteeNickname: string },
  questions: number,
): Promise<string | null> {
  if (questions > 0) {
    const marked = await trx
      .updateTable('invitations')
      .set({ rewarded_at: nowIso() })
      .where('invitee_id', '=', invite.inviteeId)
      .where('inviter_id', '=', invite.inviterId)
      .where('rewarded_at', 'is', null)
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) !== 1) return null
    await creditQuestions(trx, invite.inviterId, questions)
    return addNotification(trx, {
      userId: invite.inviterId,
      kind: 'invite',
      template: 'invite.rewarded',
      params: { nickname: invite.inviteeNickname, questions },
      link: 'pages/user/invitationdetails',
      dedupeKey: `invite:rewarded:${invite.inviteeId}`,
    })
  }
  return addNotification(trx, {
    userId: invite.inviterId,
    kind: 'invite',
    template: 'invite.joined',
    params: { nickname: invite.inviteeNickname },
    link: 'pages/user/invitationdetails',
    dedupeKey: `invite:joined:${invite.inviteeId}`,
  })
}
