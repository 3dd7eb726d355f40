import { PATHS } from '@contract/paths'
import { AppError } from '../../errors'
import { PayError, payNotifyUrl, type RefundStatus } from '../../providers/pay'
import type { App } from '../../types'
import type { DB } from '../../db/database'
import { addNotification, pushNotification } from '../notifications'
import { removeQuestions, shortenVip } from '../user'
import { newRefundNo } from './numbers'
import { findOrderByRef, findOrderByRefundNo, getOrder, markRefundSubmitted, transition, type OrderRow } from './order.repository'
import { deliverSandboxNotification } from './sandbox-delivery'

/**
 * Asks for a full refund of a paid order (the operator's command). Only the database changes
 * here: the server's sweep sends the request to the provider, so a command run on another
 * machine (or the in-memory sandbox) works the same.
 */
export async function requestRefund(db: DB, orderRef: string, reason: string, now = new Date()): Promise<OrderRow> {
  const order = await findOrderByRef(db, orderRef)
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  if (order.paid_fen === null) throw new AppError('ORDER_NOT_REFUNDABLE')
  const moved = await transition(db, order.id, ['fulfilled', 'paid'], 'refunding', {
    refund_no: newRefundNo(now),
    refund_requested_at: now.toISOString(),
    refund_submitted_at: null,
    refund_reason: reason.slice(0, 80),
    checked_at: null,
    updated_at: now.toISOString(),
  })
  if (!moved) throw new AppError('ORDER_NOT_REFUNDABLE')
  return getOrder(db, order.id)
}

const statusBeforeRefund = (o: OrderRow) => (o.fulfilled_at ? 'fulfilled' : 'paid')

/** Sends a requested refund to the provider, or asks how a sent one went. */
export async function processRefund(app: App, order: OrderRow, now = new Date()): Promise<void> {
  if (order.status !== 'refunding' || !order.refund_no || order.paid_fen === null) return
  if (order.refund_submitted_at) {
    const state = await app.pay.queryRefund(order.refund_no)
    await settleRefund(app, { outRefundNo: state.outRefundNo, status: state.status }, now)
    return
  }
  let status: RefundStatus
  try {
    const state = await app.pay.refund({
      outTradeNo: order.out_trade_no,
      outRefundNo: order.refund_no,
      refundFen: order.paid_fen,
      totalFen: order.paid_fen,
      reason: order.refund_reason ?? undefined,
      notifyUrl: payNotifyUrl(app.config, PATHS.pay.notify),
    })
    status = state.status
  } catch (err) {
    // A clear refusal ends this request; anything else (time-out, 5xx) is tried again with the
    // same refund number, which the provider never refunds twice.
    if (err instanceof PayError && err.key === 'PAY_PROVIDER_REJECTED') {
      app.log.error({ orderId: order.id, refundNo: order.refund_no, detail: err.detail }, 'refund refused by the provider')
      await transition(app.db, order.id, ['refunding'], statusBeforeRefund(order), { updated_at: now.toISOString() })
      return
    }
    throw err
  }
  await markRefundSubmitted(app.db, order.id, now.toISOString())
  if (app.pay.name === 'sandbox') {
    // The sandbox settles refunds at once, through the same signed notification WeChat Pay sends.
    await deliverSandboxNotification(app, await app.pay.createRefundNotification(order.refund_no))
  } else if (status !== 'PROCESSING') {
    await settleRefund(app, { outRefundNo: order.refund_no, status }, now)
  }
}

/** A refund's outcome (notification or query): takes back what the order granted, once. */
export async function settleRefund(app: App, r: { outRefundNo: string; status: RefundStatus }, now = new Date()) {
  const order = await findOrderByRefundNo(app.db, r.outRefundNo)
  if (!order) {
    app.log.warn({ refundNo: r.outRefundNo }, 'refund notification for a refund we did not ask for')
    return 'unknown' as const
  }
  if (r.status === 'PROCESSING') return 'processing' as const
  if (r.status !== 'SUCCESS') {
    const moved = await transition(app.db, order.id, ['refunding'], statusBeforeRefund(order), { updated_at: now.toISOString() })
    if (moved) app.log.error({ orderId: order.id, refundNo: r.outRefundNo, status: r.status }, 'refund failed')
    return 'failed' as const
  }
  let notificationId: string | null = null
  const moved = await app.db.transaction().execute(async (trx) => {
    if (!(await transition(trx, order.id, ['refunding'], 'refunded', { refunded_at: now.toISOString(), updated_at: now.toISOString() }))) {
      return false
    }
    if (order.fulfilled_at) {
      if (order.plan_days > 0) await shortenVip(trx, order.user_id, order.plan_days, now)
      if (order.plan_questions > 0) await removeQuestions(trx, order.user_id, order.plan_questions, now)
    }
    notificationId = await addNotification(trx, {
      userId: order.user_id,
      kind: 'payment',
      template: 'order.refunded',
      params: { plan_id: order.plan_id, days: order.plan_days, questions: order.plan_questions, amount_fen: order.paid_fen ?? 0 },
      link: 'pages/order/order',
      dedupeKey: `order:${order.id}:refunded:${r.outRefundNo}`,
    })
    return true
  })
  if (moved) app.log.info({ orderId: order.id, refundNo: r.outRefundNo }, 'order refunded')
  if (notificationId) void pushNotification(app, notificationId)
  return moved ? ('refunded' as const) : ('duplicate' as const)
}
