/** Single-use codes the operator issues (`npm run admin -- codes:issue`). Only a hash is kept. */
export interface ExchangeCodesTable {
  id: string
  /** sha256 of the normalised code (12 random characters: no salt needed). */
  code_hash: string
  /** Last 4 characters, so the operator can tell codes apart. */
  hint: string
  /** Codes issued together share a batch id. */
  batch: string
  note: string
  created_at: string
  expires_at: string | null
  used_by: string | null
  used_at: string | null
}

/** Students who asked to get in without a code; the operator admits them. */
export interface WaitlistTable {
  user_id: string
  joined_at: string
  admitted_at: string | null
}

export interface ActivationTables {
  exchange_codes: ExchangeCodesTable
  waitlist: WaitlistTable
}
