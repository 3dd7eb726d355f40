import { Type } from '@sinclair/typebox'

/**
 * Sign-in limits the operator may tune, spread into the server's `Env` (config.ts). The per-phone
 * and per-account limits are fixed (DESIGN.md §6, limits.ts); a school shares one network address,
 * so the per-network caps are generous and configurable.
 */
export const authEnv = {
  SMS_IP_HOURLY_LIMIT: Type.Integer({ default: 30, minimum: 1 }),
  SMS_IP_DAILY_LIMIT: Type.Integer({ default: 100, minimum: 1 }),
  /** Failed sign-ins from one network before each further try waits (30 s, doubling, at most 1 h). */
  LOGIN_IP_FREE_FAILURES: Type.Integer({ default: 30, minimum: 1 }),
}
