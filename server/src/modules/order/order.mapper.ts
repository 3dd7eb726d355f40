import type { Lang } from '@contract/common'
import type { Order } from '@contract/order'
import { planName } from '../vip'
import type { OrderRow } from './order.repository'

export function toOrder(row: OrderRow, lang: Lang): Order {
  return {
    order_id: row.id,
    out_trade_no: row.out_trade_no,
    plan_id: row.plan_id,
    plan_name: planName({ id: row.plan_id, days: row.plan_days, questions: row.plan_questions }, lang),
    days: row.plan_days,
    questions: row.plan_questions,
    amount_fen: row.amount_fen,
    currency: row.currency,
    status: row.status as Order['status'],
    channel: row.channel as Order['channel'],
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    closed_at: row.closed_at,
    refunded_at: row.refunded_at,
    vip_until: row.vip_until,
  }
}
