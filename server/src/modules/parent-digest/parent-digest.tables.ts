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

export interface ParentDigestTables {
  parent_shares: ParentSharesTable
  parent_share_opens: ParentShareOpensTable
}
