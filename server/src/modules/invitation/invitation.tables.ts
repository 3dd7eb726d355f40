/**
 * Who invited whom: one row per invitee, written when the invitee accepts an invitation (joined)
 * and completed when they activate with it. `invite-list` reads all rows of an inviter,
 * `active/invite-user` those with activated_at. The quota counters live on users
 * (invite_max_quota, invited_num) and change only through user/entitlements.repository.ts (takeInvitePlace).
 */
export interface InvitationsTable {
  id: string
  inviter_id: string
  /** Unique: a student has at most one inviter (the last one they accepted before activating). */
  invitee_id: string
  /** The code as it was used (the inviter's code at that time). */
  invite_code: string
  accepted_at: string
  activated_at: string | null
  /** When the inviter got their reward for this invitee: set once, by a conditional update. */
  rewarded_at: string | null
}

export interface InvitationTables {
  invitations: InvitationsTable
}
