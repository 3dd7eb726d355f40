import type { FastifyRequest } from 'fastify'
import { PATHS } from '@contract/paths'
import { Envelope } from '@contract/envelope'
import { CreateOrderBody, Order, OrderIdBody, OrderIdQuery, OrderList, OrderListQuery, OrderPayment } from '@contract/order'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import type { App } from '../../types'
import { toOrder } from './order.mapper'
import { decodeOrderCursor, listUserOrders } from './order.repository'
import { cancelOrder, createOrder, payOrder, readOrder, type PayContext } from './order.service'

const payContext = (req: FastifyRequest): PayContext => ({
  userId: sessionOf(req).userId,
  lang: req.lang,
  clientIp: req.ip,
  origin: `${req.protocol}://${req.host}`,
})

export default async function orderRoutes(app: App) {
  app.post(
    PATHS.order.create,
    { schema: { body: CreateOrderBody, response: { 200: Envelope(OrderPayment) } } },
    async (req) => {
      const { order, payment } = await createOrder(app, req.body.plan_id, req.body.channel, payContext(req))
      return ok({ order: toOrder(order, req.lang), payment })
    },
  )

  app.post(PATHS.order.pay, { schema: { body: OrderIdBody, response: { 200: Envelope(OrderPayment) } } }, async (req) => {
    const { order, payment } = await payOrder(app, req.body.order_id, payContext(req))
    return ok({ order: toOrder(order, req.lang), payment })
  })

  app.get(PATHS.order.list, { schema: { querystring: OrderListQuery, response: { 200: Envelope(OrderList) } } }, async (req) => {
    const after = req.query.cursor ? decodeOrderCursor(req.query.cursor) : null
    if (req.query.cursor && !after) throw new AppError('VALIDATION', { field: 'cursor' })
    const page = await listUserOrders(app.db, sessionOf(req).userId, after, req.query.limit ?? 20)
    return ok({ items: page.items.map((o) => toOrder(o, req.lang)), next_cursor: page.nextCursor })
  })

  app.get(PATHS.order.detail, { schema: { querystring: OrderIdQuery, response: { 200: Envelope(Order) } } }, async (req) =>
    ok(toOrder(await readOrder(app, sessionOf(req).userId, req.query.order_id), req.lang)),
  )

  app.post(PATHS.order.cancel, { schema: { body: OrderIdBody, response: { 200: Envelope(Order) } } }, async (req) =>
    ok(toOrder(await cancelOrder(app, sessionOf(req).userId, req.body.order_id), req.lang)),
  )
}
