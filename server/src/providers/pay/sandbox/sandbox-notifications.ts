import { wechatTime } from '../wechatpay/time'
import type { PayChannel } from '../types'
import type { SandboxPayment, SandboxRefund } from './sandbox-ledger'

const TRADE_TYPE: Record<PayChannel, string> = { jsapi: 'JSAPI', native: 'NATIVE', h5: 'MWEB' }

/** The decrypted resource of a TRANSACTION.SUCCESS notification, field for field as WeChat Pay sends it. */
export function transactionResource(p: SandboxPayment, merchant: { mchid: string; appid: string }, paidFen: number) {
  return {
    mchid: merchant.mchid,
    appid: merchant.appid,
    out_trade_no: p.outTradeNo,
    transaction_id: p.transactionId,
    trade_type: TRADE_TYPE[p.channel],
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: wechatTime(p.successTime ?? new Date()),
    payer: { openid: p.openid ?? 'sandbox-payer' },
    amount: { total: paidFen, payer_total: paidFen, currency: 'CNY', payer_currency: 'CNY' },
  }
}

/** The decrypted resource of a REFUND.* notification (these carry no appid). */
export function refundResource(r: SandboxRefund, p: SandboxPayment, mchid: string) {
  return {
    mchid,
    out_trade_no: r.outTradeNo,
    transaction_id: p.transactionId,
    out_refund_no: r.outRefundNo,
    refund_id: r.refundId,
    refund_status: r.status,
    ...(r.successTime ? { success_time: wechatTime(r.successTime) } : {}),
    user_received_account: '支付用户零钱',
    amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
  }
}

export const REFUND_SUMMARY: Record<string, string> = {
  SUCCESS: '退款成功',
  ABNORMAL: '退款异常',
  CLOSED: '退款关闭',
}
