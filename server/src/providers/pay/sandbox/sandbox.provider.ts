import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto'
import { PayError } from '../pay-error'
import type { PayProvider, PaymentStart, RefundState, RefundStatus, TradeState } from '../types'
import { assertFen, assertOutRefundNo, assertOutTradeNo, validateRefund, validateStartPayment } from '../validate'
import { verifyWechatNotification, type NotificationVerifier } from '../wechatpay/notification'
import { buildWechatNotification, type NotificationSigner } from '../wechatpay/notification-builder'
import { memoryLedger, sandboxId, type SandboxLedger, type SandboxPayment, type SandboxRefund } from './sandbox-ledger'
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
  getCheckout(outTradeNo: string): Promise<SandboxCheckout | null>
  /**
   * Marks the payment paid and returns WeChat Pay's TRANSACTION.SUCCESS notification for it. Calling
   * it again re-sends the same notification (same id), as WeChat Pay's retries do. `amountFen`
   * overrides the amount, so tests can check that the order service refuses a wrong one.
   */
  createPaidNotification(outTradeNo: string, amountFen?: number): Promise<SandboxNotification>
  /** Settles a refund (SUCCESS by default) and returns its REFUND.* notification. */
  createRefundNotification(outRefundNo: string, status?: Exclude<RefundStatus, 'PROCESSING'>): Promise<SandboxNotification>
  /** Makes (or reads) the signing keys now, so the first request does not write them: call at start. */
  prepare(): Promise<void>
}

export interface SandboxOptions {
  /** Public origin of this server, to make codeUrl absolute (a QR must be); empty keeps it a path. */
  publicBaseUrl?: string
  checkoutPath?: string
  now?: () => Date
  /** Where payments, refunds and keys are kept: the database in the app (any instance serves a checkout), memory by default. */
  ledger?: SandboxLedger
}

function rejected(code: string, detail: string): PayError {
  return new PayError('PAY_PROVIDER_REJECTED', detail, code)
}

function notFound(what: string): PayError {
  return new PayError('PAY_ORDER_NOT_FOUND', `sandbox has no ${what}`, 'ORDER_NOT_EXIST', 404)
}

/**
 * The embedded default: notifications are made exactly as WeChat Pay makes them (its own RSA
 * "platform" key, a random APIv3 key), then checked by the same verifyWechatNotification the real
 * provider uses. Payments, refunds and the keys live in the ledger: the database in the app, so a
 * checkout made on one instance can be shown, paid and verified on any other.
 */
export function createSandboxPayProvider(options: SandboxOptions = {}): SandboxPayProvider {
  const now = options.now ?? (() => new Date())
  const checkoutPath = options.checkoutPath ?? SANDBOX_CHECKOUT_PATH
  const base = (options.publicBaseUrl ?? '').replace(/\/+$/, '')
  const ledger = options.ledger ?? memoryLedger()
  const merchant = { mchid: SANDBOX_MCHID, appid: SANDBOX_APPID }

  // Parsed once per process from the ledger, where the first instance to need them stored them.
  let keys: Promise<{ signer: NotificationSigner; verifier: NotificationVerifier }> | null = null
  function sandboxKeys() {
    keys ??= ledger.keys().then((k) => ({
      signer: { serial: k.serial, privateKey: createPrivateKey(k.privateKeyPem), apiV3Key: Buffer.from(k.apiV3Key, 'utf8') },
      verifier: { keys: [{ id: k.serial, key: createPublicKey(k.publicKeyPem) }], apiV3Key: Buffer.from(k.apiV3Key, 'utf8'), ...merchant, now },
    }))
    // Not swallowed: the caller awaits the same promise and sees the error; this only lets the next call try again.
    keys.catch(() => (keys = null))
    return keys
  }

  async function paymentOf(outTradeNo: string): Promise<SandboxPayment> {
    assertOutTradeNo(outTradeNo)
    const payment = await ledger.payment(outTradeNo)
    if (!payment) throw notFound(`order ${outTradeNo}`)
    return payment
  }

  async function refundOf(outRefundNo: string): Promise<SandboxRefund> {
    assertOutRefundNo(outRefundNo)
    const refund = await ledger.refund(outRefundNo)
    if (!refund) throw notFound(`refund ${outRefundNo}`)
    return refund
  }

  function refundState(r: SandboxRefund): RefundState {
    const { outTradeNo, outRefundNo, refundId, status, refundFen, totalFen, successTime } = r
    return { outTradeNo, outRefundNo, refundId, status, refundFen, totalFen, successTime }
  }

  /** Pays it unless it is paid already (by this or another instance): the stored payment either way. */
  async function settle(outTradeNo: string, amountFen: number | undefined): Promise<SandboxPayment> {
    const p = await paymentOf(outTradeNo)
    if (p.tradeState === 'CLOSED') throw rejected('ORDER_CLOSED', 'order is closed')
    if (p.tradeState !== 'NOTPAY') return p
    if (now() > p.expiresAt) throw rejected('ORDER_CLOSED', 'order expired before payment')
    const paid: SandboxPayment = {
      ...p,
      tradeState: 'SUCCESS',
      transactionId: sandboxId('4200', 28),
      paidFen: amountFen ?? p.amountFen,
      successTime: now(),
      notificationId: randomBytes(16).toString('hex'),
    }
    return (await ledger.updatePayment(paid, 'NOTPAY')) ? paid : settle(outTradeNo, amountFen)
  }

  const provider: SandboxPayProvider = {
    name: 'sandbox',

    async prepare() {
      await sandboxKeys()
    },

    async startPayment(input): Promise<PaymentStart> {
      validateStartPayment(input, { now: now(), httpsOnly: false })
      const existing = await ledger.payment(input.outTradeNo)
      if (existing && existing.tradeState !== 'NOTPAY') {
        const code = existing.tradeState === 'CLOSED' ? 'ORDER_CLOSED' : 'ORDERPAID'
        throw rejected(code, `order is ${existing.tradeState}`)
      }
      if (existing && (existing.amountFen !== input.amountFen || existing.description !== input.description)) {
        throw rejected('INVALID_REQUEST', 'out_trade_no already used with another amount or description')
      }
      await ledger.startPayment({
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

    async getCheckout(outTradeNo) {
      const p = await ledger.payment(outTradeNo)
      if (!p) return null
      const { description, amountFen, tradeState, expiresAt } = p
      return { outTradeNo, description, amountFen, tradeState, expiresAt }
    },

    async createPaidNotification(outTradeNo, amountFen) {
      if (amountFen !== undefined) assertFen(amountFen, 'amountFen')
      const p = await settle(outTradeNo, amountFen)
      const { paidFen, successTime, notificationId } = p
      if (paidFen === null || successTime === null || notificationId === null) {
        throw new Error('sandbox ledger: paid without payment')
      }
      const notification = buildWechatNotification((await sandboxKeys()).signer, {
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

    async createRefundNotification(outRefundNo, status = 'SUCCESS') {
      let r = await refundOf(outRefundNo)
      if (r.status === 'PROCESSING') {
        const settled = { ...r, status, successTime: status === 'SUCCESS' ? now() : null }
        r = (await ledger.updateRefund(settled, 'PROCESSING')) ? settled : await refundOf(outRefundNo)
      }
      if (r.status !== status) throw rejected('INVALID_REQUEST', `refund is ${r.status}`)
      const p = await paymentOf(r.outTradeNo)
      const notification = buildWechatNotification((await sandboxKeys()).signer, {
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
      return verifyWechatNotification(rawBody, headers, (await sandboxKeys()).verifier)
    },

    async queryPayment(outTradeNo) {
      const p = await paymentOf(outTradeNo)
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
      const p = await paymentOf(outTradeNo)
      if (p.tradeState === 'SUCCESS' || p.tradeState === 'REFUND') throw rejected('ORDERPAID', 'order is paid')
      if (p.tradeState === 'NOTPAY' && !(await ledger.updatePayment({ ...p, tradeState: 'CLOSED' }, 'NOTPAY'))) {
        return provider.closePayment(outTradeNo) // paid or closed by another instance meanwhile: look again
      }
    },

    async refund(input) {
      validateRefund(input, { httpsOnly: false })
      const p = await paymentOf(input.outTradeNo)
      const earlier = await ledger.refund(input.outRefundNo)
      if (earlier) {
        // Same refund number, same request: WeChat Pay answers with the refund it already has.
        const same = earlier.outTradeNo === input.outTradeNo && earlier.refundFen === input.refundFen
        if (same) return refundState(earlier)
        throw rejected('INVALID_REQUEST', 'out_refund_no already used for another refund')
      }
      if (p.paidFen === null) throw rejected('INVALID_REQUEST', 'order is not paid')
      if (input.totalFen !== p.paidFen) throw rejected('INVALID_REQUEST', 'amount.total does not match the payment')
      if ((await ledger.refundedFen(p.outTradeNo)) + input.refundFen > p.paidFen) {
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
      if (!(await ledger.addRefund(refund))) return provider.refund(input) // the same refund, sent by another instance a moment ago
      if (p.tradeState === 'SUCCESS') await ledger.updatePayment({ ...p, tradeState: 'REFUND' }, 'SUCCESS')
      return refundState(refund)
    },

    async queryRefund(outRefundNo) {
      return refundState(await refundOf(outRefundNo))
    },
  }
  return provider
}
