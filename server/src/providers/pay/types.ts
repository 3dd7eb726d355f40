/**
 * What the order service sees of a payment provider. Every amount is an integer number of fen
 * (1 CNY = 100 fen); nothing here ever holds a float.
 */

/** 'jsapi': mini-program / WeChat browser (needs openid); 'native': QR code_url; 'h5': mobile browser. */
export type PayChannel = 'jsapi' | 'native' | 'h5'

export interface StartPaymentInput {
  /** Our order number: 6-32 of [0-9A-Za-z_-|*], unique per merchant. */
  outTradeNo: string
  /** What the payer sees on the bill: 1-127 characters. */
  description: string
  amountFen: number
  channel: PayChannel
  /** Required for 'jsapi': the payer's openid under the configured appid. */
  openid?: string
  /** Required for 'h5': the payer's IP as WeChat Pay sees it. */
  clientIp?: string
  /** After this the payer can no longer pay; the order service still closes the order itself. */
  expiresAt: Date
  /** Where the provider POSTs the result (https, no query string, for WeChat Pay). */
  notifyUrl: string
}

/** Parameters for wx.requestPayment (mini-program) or WeixinJSBridge getBrandWCPayRequest. */
export interface JsapiPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export type PaymentStart =
  | { kind: 'jsapi'; params: JsapiPayParams }
  | { kind: 'native'; codeUrl: string }
  | { kind: 'h5'; h5Url: string }
  /** Sandbox, whatever the channel: open checkoutUrl, or show codeUrl as a QR for another phone. */
  | { kind: 'sandbox'; checkoutUrl: string; codeUrl: string }

/** WeChat Pay's trade_state values. */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'

export interface PaymentState {
  outTradeNo: string
  tradeState: TradeState
  /** Present once paid. */
  transactionId: string | null
  totalFen: number | null
  payerTotalFen: number | null
  currency: string | null
  successTime: Date | null
}

export interface RefundInput {
  outTradeNo: string
  /** Our refund number, 1-64 of [0-9A-Za-z_-|*@]; retrying with the same number never refunds twice. */
  outRefundNo: string
  refundFen: number
  /** The original payment's total, which WeChat Pay checks against its own record. */
  totalFen: number
  reason?: string
  notifyUrl?: string
}

export type RefundStatus = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'

export interface RefundState {
  outTradeNo: string
  outRefundNo: string
  refundId: string
  status: RefundStatus
  refundFen: number
  totalFen: number
  successTime: Date | null
}

interface NotificationBase {
  /** The provider's notification id: the same for every retry of one notification. */
  notificationId: string
  eventType: string
  createTime: Date | null
}

/** A verified and decrypted TRANSACTION.* notification. The caller still checks the amount. */
export interface PaymentNotification extends NotificationBase {
  kind: 'payment'
  outTradeNo: string
  transactionId: string
  tradeState: TradeState
  totalFen: number
  payerTotalFen: number
  currency: string
  mchid: string
  appid: string
  successTime: Date | null
  openid: string | null
}

/** A verified and decrypted REFUND.* notification (these carry no appid). */
export interface RefundNotification extends NotificationBase {
  kind: 'refund'
  outTradeNo: string
  transactionId: string
  outRefundNo: string
  refundId: string
  refundStatus: RefundStatus
  totalFen: number
  refundFen: number
  payerTotalFen: number
  payerRefundFen: number
  mchid: string
  successTime: Date | null
}

export type VerifiedNotification = PaymentNotification | RefundNotification

export type NotificationHeaders = Record<string, string | string[] | undefined>

export interface PayProvider {
  readonly name: 'sandbox' | 'wechatpay'
  startPayment(input: StartPaymentInput): Promise<PaymentStart>
  /**
   * Verifies a notification on its RAW body (the exact bytes received) and headers, then decrypts
   * and checks it; throws PayError on anything wrong. Pure CPU, no network. A replayed
   * notification verifies again identically: making its effect happen once is the caller's job.
   */
  verifyNotification(rawBody: string | Buffer, headers: NotificationHeaders): Promise<VerifiedNotification>
  /** For reconciling unpaid orders. Throws PAY_ORDER_NOT_FOUND if the provider never saw the order. */
  queryPayment(outTradeNo: string): Promise<PaymentState>
  /** Closes an unpaid order so it can no longer be paid; closing a closed order succeeds. */
  closePayment(outTradeNo: string): Promise<void>
  refund(input: RefundInput): Promise<RefundState>
  queryRefund(outRefundNo: string): Promise<RefundState>
}
