import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto'
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

/** The sandbox's own "platform" key and APIv3 key, as PEM text so they can be stored. */
export interface SandboxKeys {
  serial: string
  privateKeyPem: string
  publicKeyPem: string
  apiV3Key: string
}

/**
 * Where the sandbox keeps payments, refunds and its keys. In the app it is the database
 * (`databaseLedger`), so any server instance can show a checkout, take the payment and check the
 * notification another signed; standalone (unit tests) it is memory. Updates name the state they
 * expect, so two instances paying the same order at once settle it once.
 */
export interface SandboxLedger {
  payment(outTradeNo: string): Promise<SandboxPayment | null>
  /** A new payment, or a replacement of an unpaid one with the same number. */
  startPayment(p: SandboxPayment): Promise<void>
  /** False when the payment was no longer in `expected` (another instance moved it). */
  updatePayment(p: SandboxPayment, expected: SandboxPayment['tradeState']): Promise<boolean>
  refund(outRefundNo: string): Promise<SandboxRefund | null>
  /** False when a refund with this number exists already. */
  addRefund(r: SandboxRefund): Promise<boolean>
  updateRefund(r: SandboxRefund, expected: RefundStatus): Promise<boolean>
  /** Refunded or still refunding: what is no longer available to refund. */
  refundedFen(outTradeNo: string): Promise<number>
  /** Made on first use, then the same for every instance. */
  keys(): Promise<SandboxKeys>
}

export function newSandboxKeys(): SandboxKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    serial: randomBytes(20).toString('hex').toUpperCase(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    apiV3Key: randomBytes(16).toString('hex'), // 32 printable bytes, like a real one
  }
}

// A development server runs for days: forget the oldest entries rather than grow without bound.
const MAX_ENTRIES = 10_000

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string)
}

/** One process only: for the provider on its own (tests, tools), never for a cluster. */
export function memoryLedger(): SandboxLedger {
  const payments = new Map<string, SandboxPayment>()
  const refunds = new Map<string, SandboxRefund>()
  let keys: SandboxKeys | null = null
  return {
    payment: async (outTradeNo) => {
      const p = payments.get(outTradeNo)
      return p ? { ...p } : null
    },
    startPayment: async (p) => remember(payments, p.outTradeNo, { ...p }),
    updatePayment: async (p, expected) => {
      if (payments.get(p.outTradeNo)?.tradeState !== expected) return false
      remember(payments, p.outTradeNo, { ...p })
      return true
    },
    refund: async (outRefundNo) => {
      const r = refunds.get(outRefundNo)
      return r ? { ...r } : null
    },
    addRefund: async (r) => {
      if (refunds.has(r.outRefundNo)) return false
      remember(refunds, r.outRefundNo, { ...r })
      return true
    },
    updateRefund: async (r, expected) => {
      if (refunds.get(r.outRefundNo)?.status !== expected) return false
      remember(refunds, r.outRefundNo, { ...r })
      return true
    },
    refundedFen: async (outTradeNo) => {
      let sum = 0
      for (const r of refunds.values()) {
        if (r.outTradeNo === outTradeNo && (r.status === 'SUCCESS' || r.status === 'PROCESSING')) sum += r.refundFen
      }
      return sum
    },
    keys: async () => (keys ??= newSandboxKeys()),
  }
}

/** Digits in the shape of WeChat Pay's ids (transaction ids are 28 digits, refund ids 29). */
export function sandboxId(prefix: string, length: number): string {
  let id = prefix
  while (id.length < length) id += String(randomInt(10))
  return id
}
