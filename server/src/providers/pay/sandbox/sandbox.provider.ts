import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { PayError } from '../pay-error'
import type { PayProvider, PaymentStart, RefundState, RefundStatus, TradeState } from '../types'
import { assertFen, assertOutRefundNo, assertOutTradeNo, validateRefund, validateStartPayment } from '../validate'
import { verifyWechatNotification, type NotificationVerifier } from '../wechatpay/notification'
import { buildWechatNotification, type NotificationSigner } from '../wechatpay/notification-builder'
import { createLedger, sandboxId, type SandboxPayment, type SandboxRefund } from './sandbox-ledger'
import { REFUND_SUMMARY, refundResource, transactionResource } from './sandbox-notifications'

export const SANDBOX_MCHID = '1900000000'
export const SANDBOX_APPID = 'wx00000000sandbox'
export const SANDBOX_CHECKOUT_PATH = '/api/v1/pay/sandbox/checkout'

/** A notification to POST, byte for byte, to `url` (our own notify route). */
export interface SandboxNotification {
  url: string
  headers: Record<string, string>
  body: string
}

/** What the sandbox checkout page shows. */
export interface SandboxCheckout {
  outTradeNo: string
  description: string
  amountFen: number
  tradeState: TradeState
  expiresAt: Date
}

export interface SandboxPayProvider extends PayProvider {
  readonly name: 'sandbox'
  getCheckout(outTradeNo: string): SandboxCheckout | null
  /**
   * Marks the payment paid and returns WeChat Pay's TRANSACTION.SUCCESS notification for it. Calling
   * it again re-sends the same notification (same id), as WeChat Pay's retries do. `amountFen`
   * overrides the amount, so tests can check that the order service refuses a wrong one.
   */
  createPaidNotification(outTradeNo: string, amountFen?: number): SandboxNotification
  /** Settles a refund (SUCCESS by default) and returns its REFUND.* notification. */
  createRefundNotification(outRefundNo: string, status?: Exclude<RefundStatus, 'PROCESSING'>): SandboxNotification
}

export interface SandboxOptions {
  /** Public origin of this server, to make codeUrl absolute (a QR must be); empty keeps it a path. */
  publicBaseUrl?: string
  checkoutPath?: string
  now?: () => Date
}

function rejected(code: string, detail: string): PayError {
  return new PayError('PAY_PROVIDER_REJECTED', detail, code)
}

function notFound(what: string): PayError {
  return new PayError('PAY_ORDER_NOT_FOUND', `sandbox has no ${what}`, 'ORDER_NOT_EXIST', 404)
}

/**
 * The embedded default: payments live in memory, and notifications are made exactly as WeChat Pay
 * makes them (its own RSA "platform" key, a random APIv3 key), then checked by the same
 * verifyWechatNotification the real provider uses. One process only: keys and state are not shared.
 */
export function createSandboxPayProvider(options: SandboxOptions = {}): SandboxPayProvider {
  const now = options.now ?? (() => new Date())
  const checkoutPath = options.checkoutPath ?? SANDBOX_CHECKOUT_PATH
  const base = (options.publicBaseUrl ?? '').replace(/\/+$/, '')
  const ledger = createLedger()
  const merchant = { mchid: SANDBOX_MCHID, appid: SANDBOX_APPID }

  // Made on first use: a 2048-bit key takes a moment, and most app instances in tests never pay.
  let keys: { signer: NotificationSigner; verifier: NotificationVerifier } | null = null
  function sandboxKeys() {
    if (keys) return keys
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const apiV3Key = Buffer.from(randomBytes(16).toString('hex'), 'utf8') // 32 printable bytes, like a real one
    const serial = randomBytes(20).toString('hex').toUpperCase()
    keys = {
      signer: { serial, privateKey, apiV3Key },
      verifier: { keys: [{ id: serial, key: publicKey }], apiV3Key, ...merchant, now },
    }
    return keys
  }

  function paymentOf(outTradeNo: string): SandboxPayment {
    assertOutTradeNo(outTradeNo)
    const payment = ledger.payment(outTradeNo)
    if (!payment) throw notFound(`order ${outTradeNo}`)
    return payment
  }

  function refundOf(outRefundNo: string): SandboxRefund {
    assertOutRefundNo(outRefundNo)
    const refund = ledger.refund(outRefundNo)
    if (!refund) throw notFound(`refund ${outRefundNo}`)
    return refund
  }

  function refundState(r: SandboxRefund): RefundState {
    const { outTradeNo, outRefundNo, refundId, status, refundFen, totalFen, successTime } = r
    return { outTradeNo, outRefundNo, refundId, status, refundFen, totalFen, successTime }
  }

  return {
    name: 'sandbox',

    async startPayment(input): Promise<PaymentStart> {
      validateStartPayment(input, { now: now(), httpsOnly: false })
      const existing = ledger.payment(input.outTradeNo)
      if (existing && existing.tradeState !== 'NOTPAY') {
        const code = existing.tradeState === 'CLOSED' ? 'ORDER_CLOSED' : 'ORDERPAID'
        throw rejected(code, `order is ${existing.tradeState}`)
      }
      if (existing && (existing.amountFen !== input.amountFen || existing.description !== input.description)) {
        throw rejected('INVALID_REQUEST', 'out_trade_no already used with another amount or description')
      }
      ledger.savePayment({
        outTradeNo: input.outTradeNo,
        description: input.description,
        amountFen: input.amountFen,
        channel: input.channel,
        notifyUrl: input.notifyUrl,
        expiresAt: input.expiresAt,
        openid: input.openid ?? null,
        tradeState: 'NOTPAY',
        transactionId: null,
        paidFen: null,
        successTime: null,
        notificationId: null,
      })
      const checkoutUrl = `${checkoutPath}?out_trade_no=${encodeURIComponent(input.outTradeNo)}`
      return { kind: 'sandbox', checkoutUrl, codeUrl: `${base}${checkoutUrl}` }
    },

    getCheckout(outTradeNo) {
      const p = ledger.payment(outTradeNo)
      if (!p) return null
      const { description, amountFen, tradeState, expiresAt } = p
      return { outTradeNo, description, amountFen, tradeState, expiresAt }
    },

    createPaidNotification(outTradeNo, amountFen) {
      const p = paymentOf(outTradeNo)
      if (amountFen !== undefined) assertFen(amountFen, 'amountFen')
      if (p.tradeState === 'CLOSED') throw rejected('ORDER_CLOSED', 'order is closed')
      if (p.tradeState === 'NOTPAY') {
        if (now() > p.expiresAt) throw rejected('ORDER_CLOSED', 'order expired before payment')
        p.tradeState = 'SUCCESS'
        p.transactionId = sandboxId('4200', 28)
        p.paidFen = amountFen ?? p.amountFen
        p.successTime = now()
        p.notificationId = randomBytes(16).toString('hex')
      }
      const { paidFen, successTime, notificationId } = p
      if (paidFen === null || successTime === null || notificationId === null) {
        throw new Error('sandbox ledger: paid without payment')
      }
      const notification = buildWechatNotification(sandboxKeys().signer, {
        id: notificationId,
        eventType: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        originalType: 'transaction',
        content: transactionResource(p, merchant, amountFen ?? paidFen),
        createTime: successTime,
        now: now(),
      })
      return { url: p.notifyUrl, ...notification }
    },

    createRefundNotification(outRefundNo, status = 'SUCCESS') {
      const r = refundOf(outRefundNo)
      if (r.status !== 'PROCESSING' && r.status !== status) throw rejected('INVALID_REQUEST', `refund is ${r.status}`)
      if (r.status === 'PROCESSING') {
        r.status = status
        if (status === 'SUCCESS') r.successTime = now()
      }
      const p = paymentOf(r.outTradeNo)
      const notification = buildWechatNotification(sandboxKeys().signer, {
        id: r.notificationId,
        eventType: `REFUND.${status}`,
        summary: REFUND_SUMMARY[status],
        originalType: 'refund',
        content: refundResource(r, p, SANDBOX_MCHID),
        createTime: r.successTime ?? now(),
        now: now(),
      })
      return { url: r.notifyUrl ?? p.notifyUrl, ...notification }
    },

    async verifyNotification(rawBody, headers) {
      return verifyWechatNotification(rawBody, headers, sandboxKeys().verifier)
    },

    async queryPayment(outTradeNo) {
      const p = paymentOf(outTradeNo)
      const paid = p.tradeState === 'SUCCESS' || p.tradeState === 'REFUND'
      return {
        outTradeNo,
        tradeState: p.tradeState,
        transactionId: p.transactionId,
        totalFen: paid ? p.paidFen : p.amountFen,
        payerTotalFen: paid ? p.paidFen : null,
        currency: 'CNY',
        successTime: p.successTime,
      }
    },

    async closePayment(outTradeNo) {
      const p = paymentOf(outTradeNo)
      if (p.tradeState === 'SUCCESS' || p.tradeState === 'REFUND') throw rejected('ORDERPAID', 'order is paid')
      p.tradeState = 'CLOSED'
    },

    async refund(input) {
      validateRefund(input, { httpsOnly: false })
      const p = paymentOf(input.outTradeNo)
      const earlier = ledger.refund(input.outRefundNo)
      if (earlier) {
        // Same refund number, same request: WeChat Pay answers with the refund it already has.
        const same = earlier.outTradeNo === input.outTradeNo && earlier.refundFen === input.refundFen
        if (same) return refundState(earlier)
        throw rejected('INVALID_REQUEST', 'out_refund_no already used for another refund')
      }
      if (p.paidFen === null) throw rejected('INVALID_REQUEST', 'order is not paid')
      if (input.totalFen !== p.paidFen) throw rejected('INVALID_REQUEST', 'amount.total does not match the payment')
      if (ledger.refundedFen(p.outTradeNo) + input.refundFen > p.paidFen) {
        throw rejected('NOT_ENOUGH', 'refunds exceed the payment')
      }
      const refund: SandboxRefund = {
        outRefundNo: input.outRefundNo,
        outTradeNo: input.outTradeNo,
        refundId: sandboxId('50300', 29),
        refundFen: input.refundFen,
        totalFen: input.totalFen,
        status: 'PROCESSING',
        notifyUrl: input.notifyUrl ?? null,
        createTime: now(),
        successTime: null,
        notificationId: randomBytes(16).toString('hex'),
      }
      ledger.saveRefund(refund)
      p.tradeState = 'REFUND'
      return refundState(refund)
    },

    async queryRefund(outRefundNo) {
      return refundState(refundOf(outRefundNo))
    },
  }
}
