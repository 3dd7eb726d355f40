import type { AdminCommand } from '../command'
import { UsageError } from '../command'
import { ORDER_STATUSES } from '@contract/order'
import { listOrders, requestRefund } from '../../modules/order'
import { formatFen } from '../../modules/notifications/format'
import { AppError } from '../../errors'
import { findUser } from './find-user'

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-')

/** `orders`: the latest orders, newest first, optionally one student's or one status. */
export const ordersCommand: AdminCommand = {
  name: 'orders',
  summary: 'list orders (newest first): number, student, plan, amount, status, times',
  usage: 'orders [--user <u_… | phone | account>] [--status pending|paid|fulfilled|closed|refunding|refunded] [--limit 50]',
  options: { user: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx, { values }) {
    const limit = values.limit === undefined ? 50 : Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be 1..1000')
    const status = values.status as string | undefined
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${ORDER_STATUSES.join(', ')}`)
    const userId = typeof values.user === 'string' ? (await findUser(ctx.db, values.user)).id : undefined
    const rows = await listOrders(ctx.db, { userId, status, limit })
    if (rows.length === 0) return ctx.out('no orders')
    for (const o of rows) {
      const extra = [o.anomaly && `anomaly=${o.anomaly}`, o.refund_reason && `refund: ${o.refund_reason}`].filter(Boolean).join('  ')
      ctx.out(
        `${o.out_trade_no}  ${o.id}  ${o.user_id}  ${o.plan_id}  ${formatFen(o.amount_fen)}  ${o.status}  ` +
          `made ${when(o.created_at)}  paid ${when(o.paid_at)}${extra ? `  ${extra}` : ''}`,
      )
    }
  },
}

/** `refund`: a full refund of a paid order; the running server sends it to the provider. */
export const refundCommand: AdminCommand = {
  name: 'refund',
  summary: 'refund a paid order in full (its VIP days or questions are taken back)',
  usage: 'refund <order id or out_trade_no> --reason "…"',
  options: { reason: { type: 'string' } },
  async run(ctx, { positionals, values }) {
    const ref = positionals[0]
    if (!ref) throw new UsageError('name an order: its id (o_…) or its number (MT…)')
    const reason = typeof values.reason === 'string' ? values.reason.trim() : ''
    if (!reason) throw new UsageError('--reason is required (the payer sees it)')
    try {
      const order = await requestRefund(ctx.db, ref, reason)
      const every = Math.round(ctx.config.ORDER_SWEEP_INTERVAL_MS / 1000)
      ctx.out(`${order.out_trade_no}: refund ${order.refund_no} of ${formatFen(order.paid_fen ?? 0)} requested; the server sends it within ${every} s`)
    } catch (err) {
      if (err instanceof AppError && (err.key === 'ORDER_NOT_FOUND' || err.key === 'ORDER_NOT_REFUNDABLE')) {
        throw new UsageError(err.key === 'ORDER_NOT_FOUND' ? `no order ${ref}` : `${ref} is not paid, or already being refunded`)
      }
      throw err
    }
  },
}
