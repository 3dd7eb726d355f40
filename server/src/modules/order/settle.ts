import type { TradeState } from '../../providers/pay'
import type { App } from '../../types'
import { addNotification, pushNotification } from '../notifications'
import { addQuestions, extendVip } from '../user'
import { findOrderByTradeNo, markAnomaly, transition, type OrderRow, type OrderStatus } from './order.repository'

/** What a verified notification or a provider query says about a payment. */
export interface PaymentFacts {
  outTradeNo: string
  tradeState: TradeState
  transactionId: string | null
  totalFen: number | null
  currency: string | null
  successTime: Date | null
}

export type SettleOutcome = 'fulfilled' | 'duplicate' | 'not_paid' | 'unknown_order' | 'needs_review'

// A payment can arrive for an order we closed a moment before (the payer was already paying):
// the money was taken, so it is honoured.
const PAYABLE: OrderStatus[] = ['pending', 'closed']

const notificationParams = (o: OrderRow, vipUntil: string | null) => ({
  plan_id: o.plan_id,
  days: o.plan_days,
  questions: o.plan_questions,
  amount_fen: o.amount_fen,
  vip_until: vipUntil,
})

/**
 * Records a payment and grants what was bought, exactly once per order: the conditional
 * pending -> paid update decides which of several concurrent notifications (or sweeps) does the
 * work; the grant and the paid -> fulfilled step commit with it or not at all.
 */
export async function settlePayment(app: App, facts: PaymentFacts, now = new Date()): Promise<SettleOutcome> {
  const order = await findOrderByTradeNo(app.db, facts.outTradeNo)
  if (!order) {
    app.log.warn({ outTradeNo: facts.outTradeNo }, 'payment for an order we do not know')
    return 'unknown_order'
  }
  if (facts.tradeState !== 'SUCCESS') return 'not_paid'
  if (!PAYABLE.includes(order.status as OrderStatus)) return 'duplicate'

  const paid = {
    paid_at: (facts.successTime ?? now).toISOString(),
    transaction_id: facts.transactionId,
    paid_fen: facts.totalFen,
    updated_at: now.toISOString(),
  }
  const amountOk = facts.totalFen === order.amount_fen && facts.currency === order.currency
  let notificationId: string | null = null

  const outcome = await app.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    if (!amountOk) {
      const moved = await transition(trx, order.id, PAYABLE, 'paid', { ...paid, anomaly: 'amount_mismatch' })
      if (!moved) return 'duplicate'
      notificationId = await addNotification(trx, {
        userId: order.user_id,
        kind: 'payment',
        template: 'order.needs_review',
        params: notificationParams(order, null),
        link: 'pages/order/order',
        dedupeKey: `order:${order.id}:paid`,
      })
      return 'needs_review'
    }
    if (!(await transition(trx, order.id, PAYABLE, 'paid', paid))) return 'duplicate'

    let vip: { from: string | null; until: string } | null = null
    let granted = true
    if (order.plan_days > 0) {
      vip = await extendVip(trx, order.user_id, order.plan_days, now)
      granted = vip !== null
    }
    if (order.plan_questions > 0) granted = await addQuestions(trx, order.user_id, order.plan_questions, now)
    if (!granted) {
      await markAnomaly(trx, order.id, 'account_gone')
      return 'needs_review'
    }
    await transition(trx, order.id, ['paid'], 'fulfilled', {
      fulfilled_at: now.toISOString(),
      vip_from: vip?.from ?? null,
      vip_until: vip?.until ?? null,
      updated_at: now.toISOString(),
    })
    notificationId = await addNotification(trx, {
      userId: order.user_id,
      kind: 'payment',
      template: 'order.fulfilled',
      params: notificationParams(order, vip?.until ?? null),
      link: 'pages/order/order',
      dedupeKey: `order:${order.id}:paid`,
    })
    return 'fulfilled'
  })

  if (outcome === 'needs_review') {
    app.log.error(
      { orderId: order.id, outTradeNo: order.out_trade_no, expectedFen: order.amount_fen, paidFen: facts.totalFen, currency: facts.currency },
      'paid order not fulfilled: the operator must refund it',
    )
  } else if (outcome === 'fulfilled') {
    app.log.info({ orderId: order.id, outTradeNo: order.out_trade_no, amountFen: order.amount_fen }, 'order fulfilled')
  }
  if (notificationId) void pushNotification(app, notificationId)
  return outcome
}
