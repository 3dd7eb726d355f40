import type { Generated } from 'kysely'

export interface SessionsTable {
  id: string
  user_id: string
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string
  /** h5 | weapp: one live session per user and platform. */
  platform: string
  device_id: string
  created_at: string
  last_seen_at: string
  expires_at: string
  ended_at: string | null
  /** logout | replaced | disabled | deleted | password | expired */
  end_reason: string | null
  /** When the student last confirmed their password or an SMS code in this session (account deletion). */
  reauth_at: Generated<string | null>
}

export interface SessionTables {
  sessions: SessionsTable
}
