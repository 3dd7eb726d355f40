import { AppError } from '../../src/errors'
import { requestRefund } from '../../src/modules/order/refund'
import { sweepOrders } from '../../src/modules/order/sweep'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, DAY_MS, notificationsOf, orderDetail, orderRow, postNotification, sandbox, vipUntil } from './order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ VIP_PLANS: 'month:31d:1990,pack:50q:990' })
})
afterAll(() => ctx.close())

async function paidOrder(planId = 'month') {
  const user = await createUserWithSession(ctx.app)
  const { order } = await createOrder(ctx.app, user, planId)
  await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
  return { user, order }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (err) {
    if (err instanceof AppError) return err.key
    throw err
  }
  throw new Error('expected a refusal')
}

describe('refunds', () => {
  it('refunds the whole payment and takes back exactly the days the order added', async () => {
    const { user, order } = await paidOrder()
    const beforeSecond = await vipUntil(ctx.app, user.user.id)
    const second = await createOrder(ctx.app, user, 'month')
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(second.order.out_trade_no))
    expect(Date.parse((await vipUntil(ctx.app, user.user.id))!) - Date.parse(beforeSecond!)).toBe(31 * DAY_MS)

    const requested = await requestRefund(ctx.app.db, second.order.order_id, 'changed my mind')
    expect(requested.status).toBe('refunding')
    expect((await orderDetail(ctx.app, user, second.order.order_id)).status).toBe('refunding')
    await sweepOrders(ctx.app)

    const row = await orderRow(ctx.app, second.order.order_id)
    expect(row).toMatchObject({ status: 'refunded', refund_reason: 'changed my mind' })
    expect(row.refunded_at).not.toBeNull()
    expect(await vipUntil(ctx.app, user.user.id)).toBe(beforeSecond)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('fulfilled')
    const templates = (await notificationsOf(ctx.app, user.user.id)).map((n) => n.template).sort()
    expect(templates).toEqual(['order.fulfilled', 'order.fulfilled', 'order.refunded'])
  })

  it('takes back refunded questions, never below zero', async () => {
    const { user, order } = await paidOrder('pack')
    await ctx.app.db.updateTable('users').set({ left_question_num: 30 }).where('id', '=', user.user.id).execute()
    await requestRefund(ctx.app.db, order.out_trade_no, 'test')
    await sweepOrders(ctx.app)
    const left = await ctx.app.db.selectFrom('users').select('left_question_num').where('id', '=', user.user.id).executeTakeFirstOrThrow()
    expect(left.left_question_num).toBe(0)
  })

  it('takes back once when the refund notification arrives again', async () => {
    const { user, order } = await paidOrder()
    const paidUntil = await vipUntil(ctx.app, user.user.id)
    const requested = await requestRefund(ctx.app.db, order.order_id, 'test')
    await sweepOrders(ctx.app)
    const afterRefund = await vipUntil(ctx.app, user.user.id)
    expect(Date.parse(paidUntil!) - Date.parse(afterRefund!)).toBe(31 * DAY_MS)
    const again = await sandbox(ctx.app).createRefundNotification(requested.refund_no!)
    const answers = await Promise.all([postNotification(ctx.app, again), postNotification(ctx.app, again)])
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204])
    expect(await vipUntil(ctx.app, user.user.id)).toBe(afterRefund)
  })

  it('refuses to refund an unpaid order, or one already being refunded', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    expect(await refusal(requestRefund(ctx.app.db, order.order_id, 'x'))).toBe('ORDER_NOT_REFUNDABLE')
    const paid = await paidOrder()
    await requestRefund(ctx.app.db, paid.order.order_id, 'x')
    expect(await refusal(requestRefund(ctx.app.db, paid.order.order_id, 'x'))).toBe('ORDER_NOT_REFUNDABLE')
    expect(await refusal(requestRefund(ctx.app.db, 'o_nope', 'x'))).toBe('ORDER_NOT_FOUND')
  })

  it('sends a requested refund once when two instances sweep together', async () => {
    const { order } = await paidOrder()
    await requestRefund(ctx.app.db, order.order_id, 'x')
    const refund = jest.spyOn(sandbox(ctx.app), 'refund')
    await Promise.all([sweepOrders(ctx.app), sweepOrders(ctx.app)])
    const calls = refund.mock.calls.filter(([input]) => input.outTradeNo === order.out_trade_no)
    expect(calls).toHaveLength(1)
    expect(calls[0][0]).toMatchObject({ refundFen: 1990, totalFen: 1990 })
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('refunded')
    refund.mockRestore()
  })
})
