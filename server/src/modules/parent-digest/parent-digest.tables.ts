/** A link a student gave a parent: the secret is kept only as its SHA-256 hash. */
export interface ParentSharesTable {
  id: string
  user_id: string
  token_hash: string
  /** JSON array of DigestSection: what the student chose to show. */
  sections: string
  display_name: string
  created_at: string
}

/** Each time a link was opened: when, and a coarse device ("iPhone · Safari"); no address. */
export interface ParentShareOpensTable {
  id: string
  share_id: string
  user_id: string
  device: string
  opened_at: string
}

/**
 * A parent who asked, from the digest page, for the digest every week. `openid` is the parent's
 * WeChat openid for this mini-program (what a subscribe message is addressed to): stored because
 * sending needs it, never answered by any API. Deleted with its share (revoke, account erasure).
 */
export interface ParentDigestSubscriptionsTable {
  id: string
  share_id: string
  user_id: string
  /** How it is delivered: 'wechat' (subscribe message) is the one channel a parent can choose. */
  channel: string
  openid: string
  /** The parent's language, for the message and the page it opens. */
  lang: string
  created_at: string
  updated_at: string
}

/** One row per subscription and week sent (`week`: that week's Monday, or `manual:<instant>` for the CLI). */
export interface ParentDigestSendsTable {
  id: string
  subscription_id: string
  user_id: string
  week: string
  /** 'pending' while sending, then what the channel said: sent, skipped (WeChat allowance used up) or failed. */
  outcome: string
  /** Tries so far: a failed send is tried again by the next runs, up to SEND_ATTEMPTS. */
  attempts: number
  sent_at: string
}

export interface ParentDigestTables {
  parent_shares: ParentSharesTable
  parent_share_opens: ParentShareOpensTable
  parent_digest_subscriptions: ParentDigestSubscriptionsTable
  parent_digest_sends: ParentDigestSendsTable
}
