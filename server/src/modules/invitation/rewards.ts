import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { addNotification } from '../notifications'
import { creditQuestions } from '../user'
import { markRewarded } from './invitation.repository'

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
    if (!(await markRewarded(trx, invite.inviterId, invite.inviteeId))) return null
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
