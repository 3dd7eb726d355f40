// The quota rule: an inviter brings in at most invite_max_quota students; a place is taken by
// takeInvitePlace (user/entitlements.repository.ts) inside the activation's transaction.
export const quotaLeft = (user: { invite_max_quota: number; invited_num: number }): number =>
  Math.max(0, user.invite_max_quota - user.invited_num)
