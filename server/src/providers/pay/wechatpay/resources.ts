import type { PaymentState, RefundState, RefundStatus, TradeState } from '../types'
import type { Fields } from './fields'

export const TRADE_STATES: readonly TradeState[] = [
  'SUCCESS',
  'REFUND',
  'NOTPAY',
  'CLOSED',
  'REVOKED',
  'USERPAYING',
  'PAYERROR',
]
export const REFUND_STATUSES: readonly RefundStatus[] = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL']

/** A transaction as WeChat Pay describes it (query answer or decrypted notification), with its merchant. */
export interface Transaction extends PaymentState {
  mchid: string
  appid: string
  openid: string | null
}

export function readTransaction(f: Fields): Transaction {
  const tradeState = f.oneOf('trade_state', TRADE_STATES)
  const common = {
    outTradeNo: f.string('out_trade_no'),
    tradeState,
    mchid: f.string('mchid'),
    appid: f.string('appid'),
    successTime: f.optionalTime('success_time'),
    openid: f.optionalObject('payer')?.optionalString('openid') ?? null,
  }
  if (tradeState === 'SUCCESS' || tradeState === 'REFUND') {
    // A paid transaction must say exactly what was paid.
    const amount = f.object('amount')
    return {
      ...common,
      transactionId: f.string('transaction_id'),
      totalFen: amount.fen('total'),
      payerTotalFen: amount.fen('payer_total', true),
      currency: amount.string('currency'),
    }
  }
  const amount = f.optionalObject('amount')
  return {
    ...common,
    transactionId: f.optionalString('transaction_id'),
    totalFen: amount?.optionalFen('total') ?? null,
    payerTotalFen: amount?.optionalFen('payer_total') ?? null,
    currency: amount?.optionalString('currency') ?? null,
  }
}

/** A refund as WeChat Pay describes it: `status` in API answers, `refund_status` in notifications. */
export interface Refund extends RefundState {
  transactionId: string
  payerTotalFen: number
  payerRefundFen: number
}

export function readRefund(f: Fields, statusField: 'status' | 'refund_status'): Refund {
  const amount = f.object('amount')
  return {
    outTradeNo: f.string('out_trade_no'),
    outRefundNo: f.string('out_refund_no'),
    refundId: f.string('refund_id'),
    transactionId: f.string('transaction_id'),
    status: f.oneOf(statusField, REFUND_STATUSES),
    refundFen: amount.fen('refund'),
    totalFen: amount.fen('total'),
    payerTotalFen: amount.fen('payer_total', true),
    payerRefundFen: amount.fen('payer_refund', true),
    successTime: f.optionalTime('success_time'),
  }
}
