import { Type } from '@sinclair/typebox'
import { parsePlans } from './plans'

/** What students can buy and how long an unpaid order waits. */
export const vipEnv = {
  /**
   * Comma-separated `id:grant:price_fen`; grant is `<n>d` (VIP days: unlimited questions) or
   * `<n>q` (extra questions). `none`: nothing for sale.
   */
  VIP_PLANS: Type.String({ default: 'month:31d:1990,quarter:92d:4990,year:366d:16800' }),
  /** An unpaid order closes this many minutes after it was made. */
  ORDER_TTL_MINUTES: Type.Integer({ default: 30, minimum: 5, maximum: 120 }),
  /** How often the cluster (one instance per run: the order-sweep job) closes expired orders, asks the provider about unpaid ones and sends refunds (0: never). */
  ORDER_SWEEP_INTERVAL_MS: Type.Integer({ default: 60_000, minimum: 0 }),
}

export function vipEnvProblems(env: { VIP_PLANS: string }): string[] {
  return parsePlans(env.VIP_PLANS).problems.map((p) => `VIP_PLANS: ${p}`)
}
