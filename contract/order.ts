import { Type, type Static } from '@sinclair/typebox'
import { Id, Instant } from './common'

/**
 * VIP plans, orders and payment. Every amount is an integer number of fen (1 CNY = 100 fen);
 * the client formats it, nothing on either side holds money as a float.
 */
const Fen = Type.Integer({ minimum: 0 })

export const VipPlan = Type.Object({
  plan_id: Type.String(),
  /** Localized, e.g. "Monthly VIP". */
  name: Type.String(),
  /** VIP days the plan adds (unlimited questions meanwhile); 0 for a question pack. */
  days: Type.Integer({ minimum: 0 }),
  /** Questions the plan adds; 0 for a VIP plan. */
  questions: Type.Integer({ minimum: 0 }),
  price_fen: Fen,
})
export type VipPlan = Static<typeof VipPlan>

export const VipPlans = Type.Object({
  plans: Type.Array(VipPlan),
  is_vip: Type.Boolean(),
  vip_end_time: Type.Union([Instant, Type.Null()]),
  left_question_num: Type.Integer(),
  /** The payment provider: the client shows the sandbox checkout or WeChat Pay accordingly. */
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('wechatpay')]),
})
export type VipPlans = Static<typeof VipPlans>

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'closed', 'refunding', 'refunded'] as const
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)))
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** jsapi: WeChat Pay inside the mini-program; native: a QR another phone scans; h5: a mobile browser. */
export const PayChannel = Type.Union([Type.Literal('jsapi'), Type.Literal('native'), Type.Literal('h5')])
export type PayChannel = Static<typeof PayChannel>

export const Order = Type.Object({
  order_id: Id,
  out_trade_no: Type.String(),
  plan_id: Type.String(),
  /** The plan's name when the order was made, in the request's language. */
  plan_name: Type.String(),
  days: Type.Integer({ minimum: 0 }),
  questions: Type.Integer({ minimum: 0 }),
  amount_fen: Fen,
  currency: Type.String(),
  status: OrderStatus,
  channel: PayChannel,
  created_at: Instant,
  /** An unpaid order closes at this time. */
  expires_at: Instant,
  paid_at: Type.Union([Instant, Type.Null()]),
  closed_at: Type.Union([Instant, Type.Null()]),
  refunded_at: Type.Union([Instant, Type.Null()]),
  /** The VIP end date this order produced, once fulfilled. */
  vip_until: Type.Union([Instant, Type.Null()]),
})
export type Order = Static<typeof Order>

export const JsapiPayParams = Type.Object({
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
})

/** How to pay: what the client does next depends on `kind`. */
export const PaymentStart = Type.Union([
  /** wx.requestPayment(params) */
  Type.Object({ kind: Type.Literal('jsapi'), params: JsapiPayParams }),
  /** Show `qr_code` (a PNG data URL of code_url) for WeChat to scan. */
  Type.Object({ kind: Type.Literal('native'), code_url: Type.String(), qr_code: Type.String() }),
  /** Open h5_url in the browser (WeChat Pay's H5 cashier). */
  Type.Object({ kind: Type.Literal('h5'), h5_url: Type.String() }),
  /** The sandbox checkout: open checkout_url, or show qr_code to pay from another phone. */
  Type.Object({
    kind: Type.Literal('sandbox'),
    checkout_url: Type.String(),
    code_url: Type.String(),
    qr_code: Type.String(),
  }),
])
export type PaymentStart = Static<typeof PaymentStart>

export const CreateOrderBody = Type.Object({
  plan_id: Type.String({ minLength: 1, maxLength: 32 }),
  channel: PayChannel,
})
export type CreateOrderBody = Static<typeof CreateOrderBody>

export const OrderPayment = Type.Object({ order: Order, payment: PaymentStart })
export type OrderPayment = Static<typeof OrderPayment>

export const OrderIdBody = Type.Object({ order_id: Id })
export type OrderIdBody = Static<typeof OrderIdBody>

export const OrderIdQuery = Type.Object({ order_id: Id })

export const OrderListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type OrderListQuery = Static<typeof OrderListQuery>

export const OrderList = Type.Object({
  items: Type.Array(Order),
  /** Pass back as `cursor` for the next page; null at the end. */
  next_cursor: Type.Union([Type.String(), Type.Null()]),
})
export type OrderList = Static<typeof OrderList>
