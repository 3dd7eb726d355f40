/** The parent's week (issue 19): the student's shares, and the digest a link opens without an account. */
export const PARENT_DIGEST_PATHS = {
  /** GET the student's shares; POST creates one (answers the link's token once). */
  shares: '/api/v1/parent-digest/shares',
  revoke: '/api/v1/parent-digest/share/revoke',
  /** POST { token } without a session: the digest (POST so the token stays out of access logs). */
  view: '/api/v1/parent-digest/view',
} as const
