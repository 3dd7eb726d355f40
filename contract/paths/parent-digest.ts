/** The parent's week (issue 19): the student's shares, and the digest a link opens without an account. */
export const PARENT_DIGEST_PATHS = {
  /** GET the student's shares; POST creates one (answers the link's token once). */
  shares: '/api/v1/parent-digest/shares',
  revoke: '/api/v1/parent-digest/share/revoke',
  /** POST { token } without a session: the digest (POST so the token stays out of access logs). */
  view: '/api/v1/parent-digest/view',
  /** POST { token, code } without a session: whether this parent (wx.login code) gets it every week; subscribe / stop. */
  subscription: '/api/v1/parent-digest/subscription',
  subscribe: '/api/v1/parent-digest/subscribe',
  unsubscribe: '/api/v1/parent-digest/unsubscribe',
} as const
