import type { Lang } from '@contract/common'
import type { PayChannel, PaymentStart } from '@contract/order'
import { PATHS } from '@contract/paths'
import { AppError } from '../../errors'
import { textsIn } from '../../i18n/translate'
import { newId } from '../../db/ids'
import { PayError, payNotifyUrl } from '../../providers/pay'
import type { App } from '../../types'
import { planName, plansOnSale } from '../vip'
import { findWechatOpenid } from '../user'
import { newOutTradeNo } from './numbers'
import { claimCheck, findReusableOrder, findUserOrder, insertOrder, transition, type OrderRow } from './order.repository'
import { qrDataUrl } from './qr'
import { reconcilePending } from './reconcile'

const MINUTE = 60_000
// A pending order is offered again only if the student still has this long to pay it.
const REUSE_MARGIN_MS = 5 * MINUTE
// Reading an unpaid order asks the provider at most this often (the scan-to-pay page polls).
const READ_CHECK_MS = 5_000

export interface PayContext {
  userId: string
  lang: Lang
  /** The payer's IP (H5 pay needs it). */
  clientIp: string
  /** Our origin as the client sees it, to make a sandbox QR link absolute. */
  origin: string
}

/** The product's name as a payment shows it (locales/<lang>/order.json). */
export const appName = (lang: Lang): string => textsIn(lang, 'order')('appName')

async function startPayment(app: App, order: OrderRow, ctx: PayContext): Promise<PaymentStart> {
  let openid: string | undefined
  if (order.channel === 'jsapi') {
    openid = await findWechatOpenid(app.db, order.user_id)
    // The sandbox pays for anyone; WeChat Pay needs the student's mini-program openid.
    if (!openid && app.pay.name === 'wechatpay') throw new AppError('ORDER_NEEDS_WECHAT')
    openid ??= 'sandbox-payer'
  }
  const plan = { id: order.plan_id, days: order.plan_days, questions: order.plan_questions }
  const started = await app.pay.startPayment({
    outTradeNo: order.out_trade_no,
    // The same text every time: WeChat Pay refuses a second prepay of one order with another description.
    description: `${appName('zh-Hans')} ${planName(plan, 'zh-Hans')}`,
    amountFen: order.amount_fen,
    channel: order.channel as PayChannel,
    openid,
    clientIp: ctx.clientIp,
    expiresAt: new Date(order.expires_at),
    notifyUrl: payNotifyUrl(app.config, PATHS.pay.notify),
  })
  switch (started.kind) {
    case 'jsapi':
      return { kind: 'jsapi', params: started.params }
    case 'h5':
      return { kind: 'h5', h5_url: started.h5Url }
    case 'native':
      return { kind: 'native', code_url: started.codeUrl, qr_code: await qrDataUrl(started.codeUrl) }
    case 'sandbox': {
      const codeUrl = started.codeUrl.startsWith('/') ? `${ctx.origin}${started.codeUrl}` : started.codeUrl
      // The student's own checkout opens in their language; the QR's page in the payer's browser's.
      const checkoutUrl = `${started.checkoutUrl}&lang=${encodeURIComponent(ctx.lang)}`
      return { kind: 'sandbox', checkout_url: checkoutUrl, code_url: codeUrl, qr_code: await qrDataUrl(codeUrl) }
    }
  }
}

/** Starts payment, closing the order at once if the provider refused it outright. */
async function startOrClose(app: App, order: OrderRow, ctx: PayContext): Promise<PaymentStart> {
  try {
    return await startPayment(app, order, ctx)
  } catch (err) {
    if (err instanceof PayError && err.key === 'PAY_PROVIDER_REJECTED') {
      app.log.warn({ orderId: order.id, detail: err.detail, providerCode: err.providerCode }, 'prepay refused')
      const now = new Date().toISOString()
      await transition(app.db, order.id, ['pending'], 'closed', { closed_at: now, close_reason: 'failed', updated_at: now })
    }
    throw err
  }
}

/** A new order for a plan (or the student's matching unpaid one), ready to pay. */
export async function createOrder(app: App, planId: string, channel: PayChannel, ctx: PayContext) {
  const plan = plansOnSale(app.config).find((p) => p.id === planId)
  if (!plan) throw new AppError('PLAN_NOT_FOUND')
  const now = new Date()
  const reusable = await findReusableOrder(app.db, {
    userId: ctx.userId,
    planId,
    channel,
    amountFen: plan.priceFen,
    provider: app.pay.name,
    payableUntil: new Date(now.getTime() + REUSE_MARGIN_MS).toISOString(),
  })
  let order = reusable
  if (!order) {
    order = {
      id: newId('o'),
      out_trade_no: newOutTradeNo(now),
      user_id: ctx.userId,
      plan_id: plan.id,
      plan_days: plan.days,
      plan_questions: plan.questions,
      amount_fen: plan.priceFen,
      currency: 'CNY',
      status: 'pending',
      channel,
      provider: app.pay.name,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + app.config.ORDER_TTL_MINUTES * MINUTE).toISOString(),
      updated_at: now.toISOString(),
      checked_at: null,
      paid_at: null,
      transaction_id: null,
      paid_fen: null,
      fulfilled_at: null,
      vip_from: null,
      vip_until: null,
      closed_at: null,
      close_reason: null,
      refund_no: null,
      refund_requested_at: null,
      refund_submitted_at: null,
      refunded_at: null,
      refund_reason: null,
      anomaly: null,
    }
    await insertOrder(app.db, order)
  }
  return { order, payment: await startOrClose(app, order, ctx) }
}

/** Pays a pending order again (e.g. "pay" on the order list). */
export async function payOrder(app: App, orderId: string, ctx: PayContext) {
  const order = await findUserOrder(app.db, ctx.userId, orderId)
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  if (order.status !== 'pending' || Date.parse(order.expires_at) <= Date.now()) throw new AppError('ORDER_NOT_PAYABLE')
  return { order, payment: await startOrClose(app, order, ctx) }
}

/**
 * The student's order as it is now. An unpaid one is checked with the provider (at most every
 * few seconds), so a page waiting for a payment sees it even before the notification arrives.
 */
export async function readOrder(app: App, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findUserOrder(app.db, userId, orderId)
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  if (order.status !== 'pending') return order
  const now = new Date()
  const lastLook = Date.parse(order.checked_at ?? order.created_at)
  if (now.getTime() - lastLook < READ_CHECK_MS || !(await claimCheck(app.db, order, now.toISOString()))) return order
  try {
    if ((await reconcilePending(app, order, now)) === 'pending') return order
  } catch (err) {
    app.log.warn({ err, orderId }, 'could not check an unpaid order with the provider')
    return order
  }
  return (await findUserOrder(app.db, userId, orderId)) ?? order
}

/** The student gives up an unpaid order; closed at the provider first so it can no longer be paid. */
export async function cancelOrder(app: App, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findUserOrder(app.db, userId, orderId)
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  if (order.status === 'closed') return order
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_CANCELLABLE')
  try {
    await app.pay.closePayment(order.out_trade_no)
  } catch (err) {
    if (!(err instanceof PayError)) throw err
    if (err.key === 'PAY_PROVIDER_REJECTED') {
      // Paid meanwhile: record it, and the student keeps what they paid for.
      await reconcilePending(app, order).catch((err: unknown) =>
        app.log.warn({ err, orderId: order.id }, 'recording a payment found on cancel failed; the pending-order sweep checks it again'),
      )
      throw new AppError('ORDER_NOT_CANCELLABLE')
    }
    if (err.key !== 'PAY_ORDER_NOT_FOUND') throw err
  }
  const now = new Date().toISOString()
  const closed = await transition(app.db, order.id, ['pending'], 'closed', { closed_at: now, close_reason: 'cancelled', updated_at: now })
  const after = (await findUserOrder(app.db, userId, orderId))!
  if (!closed && after.status !== 'closed') throw new AppError('ORDER_NOT_CANCELLABLE')
  return after
}
