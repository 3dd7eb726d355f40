import { randomInt } from 'node:crypto'
import type { PayChannel, RefundStatus, TradeState } from '../types'

/** What the sandbox remembers of a payment, as WeChat Pay would. */
export interface SandboxPayment {
  outTradeNo: string
  description: string
  amountFen: number
  channel: PayChannel
  notifyUrl: string
  expiresAt: Date
  openid: string | null
  tradeState: Extract<TradeState, 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED'>
  transactionId: string | null
  /** What the payer paid, once paid. */
  paidFen: number | null
  successTime: Date | null
  /** Fixed at payment, so that re-sent notifications carry the same id, like WeChat Pay's retries. */
  notificationId: string | null
}

export interface SandboxRefund {
  outRefundNo: string
  outTradeNo: string
  refundId: string
  refundFen: number
  totalFen: number
  status: RefundStatus
  notifyUrl: string | null
  createTime: Date
  successTime: Date | null
  notificationId: string
}

// A development server runs for days: forget the oldest entries rather than grow without bound.
const MAX_ENTRIES = 10_000

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string)
}

export function createLedger() {
  const payments = new Map<string, SandboxPayment>()
  const refunds = new Map<string, SandboxRefund>()
  return {
    payment: (outTradeNo: string) => payments.get(outTradeNo) ?? null,
    savePayment: (p: SandboxPayment) => remember(payments, p.outTradeNo, p),
    refund: (outRefundNo: string) => refunds.get(outRefundNo) ?? null,
    saveRefund: (r: SandboxRefund) => remember(refunds, r.outRefundNo, r),
    /** Refunded or still refunding: what is no longer available to refund. */
    refundedFen(outTradeNo: string): number {
      let sum = 0
      for (const r of refunds.values()) {
        if (r.outTradeNo === outTradeNo && (r.status === 'SUCCESS' || r.status === 'PROCESSING')) sum += r.refundFen
      }
      return sum
    },
  }
}

export type SandboxLedger = ReturnType<typeof createLedger>

/** Digits in the shape of WeChat Pay's ids (transaction ids are 28 digits, refund ids 29). */
export function sandboxId(prefix: string, length: number): string {
  let id = prefix
  while (id.length < length) id += String(randomInt(10))
  return id
}
