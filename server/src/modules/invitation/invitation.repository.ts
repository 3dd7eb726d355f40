import type { DB } from '../../db/database'
import { newId } from '../../db/ids'
import { nowIso } from '../../db/time'

/** Who invited whom: one row per invitee (a later acceptance replaces the inviter). */
export async function recordInvitation(
  db: DB,
  invite: { inviteeId: string; inviterId: string; inviteCode: string; activatedAt: string | null },
): Promise<void> {
  const now = nowIso()
  const { inviteeId, inviterId, inviteCode, activatedAt } = invite
  await db
    .insertInto('invitations')
    .values({ id: newId('inv'), inviter_id: inviterId, invitee_id: inviteeId, invite_code: inviteCode, accepted_at: now, activated_at: activatedAt })
    .onConflict((oc) => oc.column('invitee_id').doUpdateSet({ inviter_id: inviterId, invite_code: inviteCode, accepted_at: now, activated_at: activatedAt }))
    .execute()
}

/** Marks the inviter rewarded for this invitee, once: false when it already was (the one guard against a double reward). */
export async function markRewarded(db: DB, inviterId: string, inviteeId: string): Promise<boolean> {
  const marked = await db
    .updateTable('invitations')
    .set({ rewarded_at: nowIso() })
    .where('invitee_id', '=', inviteeId)
    .where('inviter_id', '=', inviterId)
    .where('rewarded_at', 'is', null)
    .executeTakeFirst()
  return Number(marked.numUpdatedRows) === 1
}

export async function findInviterId(db: DB, inviteeId: string): Promise<string | undefined> {
  const row = await db.selectFrom('invitations').select('inviter_id').where('invitee_id', '=', inviteeId).executeTakeFirst()
  return row?.inviter_id
}
