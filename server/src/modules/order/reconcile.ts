import { PayError, type PaymentState } from '../../providers/pay'
import type { App } from '../../types'
import { transition, type OrderRow } from './order.repository'
import { settlePayment } from './settle'

/**
 * Asks the provider about a pending order: settles it if it was paid (a notification may have
 * been lost), closes it once its time is up. Safe to run from several instances at once.
 */
export async function reconcilePending(app: App, order: OrderRow, now = new Date()): Promise<'paid' | 'closed' | 'pending'> {
  let state: PaymentState | null = null
  try {
    state = await app.pay.queryPayment(order.out_trade_no)
  } catch (err) {
    // The provider never saw it (prepay failed, or the sandbox restarted): nobody can pay it.
    if (!(err instanceof PayError && err.key === 'PAY_ORDER_NOT_FOUND')) throw err
  }
  if (state?.tradeState === 'SUCCESS') {
    const outcome = await settlePayment(app, state, now)
    return outcome === 'fulfilled' || outcome === 'needs_review' || outcome === 'duplicate' ? 'paid' : 'pending'
  }
  if (now.getTime() < Date.parse(order.expires_at)) return 'pending'
  if (state && state.tradeState !== 'CLOSED') {
    try {
      await app.pay.closePayment(order.out_trade_no)
    } catch (err) {
      // Refused: most likely paid in the meantime; the next look settles it.
      if (err instanceof PayError && err.key === 'PAY_PROVIDER_REJECTED') return 'pending'
      throw err
    }
  }
  const closed = await transition(app.db, order.id, ['pending'], 'closed', {
    closed_at: now.toISOString(),
    close_reason: 'expired',
    updated_at: now.toISOString(),
  })
  return closed ? 'closed' : 'pending'
}
