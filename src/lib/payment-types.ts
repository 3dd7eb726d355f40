import type { PayChannel, PaymentStart } from '@contract/order'

export type { PayChannel, PaymentStart }

/**
 * What happened when the payment was handed over: `paid`/`cancelled`/`failed` when the platform
 * answered at once (wx.requestPayment), `left` when the student went to another page (a
 * checkout, WeChat's cashier) and the order's status tells the rest.
 */
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'left'
