import { PATHS } from '@contract/paths'
import { sweepOrders } from '../../src/modules/order/sweep'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, orderDetail, orderRow, postNotification, sandbox, vipUntil } from './order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000)

describe('closing unpaid orders', () => {
  it('keeps an unpaid order open for 30 minutes, then closes it here and at the provider', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    await sweepOrders(ctx.app, minutesFromNow(29))
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('pending')

    const result = await sweepOrders(ctx.app, minutesFromNow(31))
    expect(result.closed).toBe(1)
    const row = await orderRow(ctx.app, order.order_id)
    expect(row).toMatchObject({ status: 'closed', close_reason: 'expired' })
    expect((await sandbox(ctx.app).getCheckout(order.out_trade_no))?.tradeState).toBe('CLOSED')
    // Nobody can pay it any more, and paying it again is refused.
    await expect(sandbox(ctx.app).createPaidNotification(order.out_trade_no)).rejects.toThrow(/closed/)
    const again = await ctx.app.inject({
      method: 'POST',
      url: PATHS.order.pay,
      headers: user.headers,
      payload: { order_id: order.order_id },
    })
    expect(again.json().code).toBe(409060)
  })

  it('closes each order once when two server instances sweep at the same time', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'year')
    const at = minutesFromNow(45)
    const [a, b] = await Promise.all([sweepOrders(ctx.app, at), sweepOrders(ctx.app, at)])
    expect(a.closed + b.closed).toBeGreaterThanOrEqual(1)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('closed')
    const closedRows = await ctx.app.db.selectFrom('orders').select('id').where('id', '=', order.order_id).where('status', '=', 'closed').execute()
    expect(closedRows).toHaveLength(1)
  })

  it('reconciles an order whose payment notification never arrived', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    // Paid at the provider; the notification is lost on the way.
    await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    const result = await sweepOrders(ctx.app, minutesFromNow(2))
    expect(result.paid).toBe(1)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('fulfilled')
    expect(await vipUntil(ctx.app, user.user.id)).not.toBeNull()
  })

  it('honours a payment whose notification arrives after the order was closed', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    const late = await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    // Closed here (as if the sweep ran just before the payment was recorded).
    await ctx.app.db.updateTable('orders').set({ status: 'closed', close_reason: 'expired' }).where('id', '=', order.order_id).execute()
    expect((await postNotification(ctx.app, late)).statusCode).toBe(204)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('fulfilled')
  })

  it('shows a page waiting for the payment (scan to pay) the paid order without waiting for the notification', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month', 'native')
    await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    await ctx.app.db.updateTable('orders').set({ created_at: minutesFromNow(-1).toISOString() }).where('id', '=', order.order_id).execute()
    expect((await orderDetail(ctx.app, user, order.order_id)).status).toBe('fulfilled')
  })
})

describe('cancelling', () => {
  it('closes an unpaid order the student gives up, here and at the provider', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.order.cancel, headers: user.headers, payload: { order_id: order.order_id } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'closed' })
    expect((await sandbox(ctx.app).getCheckout(order.out_trade_no))?.tradeState).toBe('CLOSED')
  })

  it('refuses to cancel a paid order, and records the payment if it was not yet', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.order.cancel, headers: user.headers, payload: { order_id: order.order_id } })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe(409061)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('fulfilled')
  })
})
