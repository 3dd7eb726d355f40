import type { FastifyRequest } from 'fastify'
import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
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
  defineRoute(app, ROUTES.order.create, async (req) => {
    const { order, payment } = await createOrder(app, req.body.plan_id, req.body.channel, payContext(req))
    return ok({ order: toOrder(order, req.lang), payment })
  })

  defineRoute(app, ROUTES.order.pay, async (req) => {
    const { order, payment } = await payOrder(app, req.body.order_id, payContext(req))
    return ok({ order: toOrder(order, req.lang), payment })
  })

  defineRoute(app, ROUTES.order.list, async (req) => {
    const after = req.query.cursor ? decodeOrderCursor(req.query.cursor) : null
    if (req.query.cursor && !after) throw new AppError('VALIDATION', { field: 'cursor' })
    const page = await listUserOrders(app.db, sessionOf(req).userId, after, req.query.limit ?? 20)
    return ok({ items: page.items.map((o) => toOrder(o, req.lang)), next_cursor: page.nextCursor })
  })

  defineRoute(app, ROUTES.order.detail, async (req) =>
    ok(toOrder(await readOrder(app, sessionOf(req).userId, req.query.order_id), req.lang)),
  )

  defineRoute(app, ROUTES.order.cancel, async (req) =>
    ok(toOrder(await cancelOrder(app, sessionOf(req).userId, req.body.order_id), req.lang)),
  )
}
