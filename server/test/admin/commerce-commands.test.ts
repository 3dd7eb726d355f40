import { PATHS } from '@contract/paths'
import type { AdminCommand } from '../../src/admin/command'
import { UsageError } from '../../src/admin/command'
import { noticeCommand } from '../../src/admin/commands/notices'
import { ordersCommand, refundCommand } from '../../src/admin/commands/orders'
import { sweepOrders } from '../../src/modules/order/sweep'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, orderRow, postNotification, sandbox, vipUntil } from '../orders/order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

async function run(command: AdminCommand, positionals: string[], values: Record<string, string | boolean | undefined> = {}) {
  const lines: string[] = []
  await command.run({ db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) }, { positionals, values })
  return lines.join('\n')
}

describe('operator commands for orders and notices', () => {
  it('lists orders with their amounts and status, filtered by student and status', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'year')
    await postNotification(ctx.app, sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    const text = await run(ordersCommand, [], { user: user.user.id })
    expect(text).toContain(order.out_trade_no)
    expect(text).toContain('¥168.00')
    expect(text).toContain('fulfilled')
    expect(await run(ordersCommand, [], { user: user.user.id, status: 'pending' })).toBe('no orders')
    await expect(run(ordersCommand, [], { status: 'lost' })).rejects.toThrow(UsageError)
  })

  it('refunds an order: the server sends it, the VIP days go back', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    await postNotification(ctx.app, sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    await expect(run(refundCommand, [order.out_trade_no])).rejects.toThrow('--reason')
    const text = await run(refundCommand, [order.out_trade_no], { reason: 'parent asked' })
    expect(text).toMatch(/refund RF\w+ of ¥19\.90 requested/)
    await sweepOrders(ctx.app)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('refunded')
    expect(Date.parse((await vipUntil(ctx.app, user.user.id))!)).toBeLessThanOrEqual(Date.now())
    await expect(run(refundCommand, [order.out_trade_no], { reason: 'again' })).rejects.toThrow('not paid, or already')
  })

  it('sends a notice to one student, or to every active student', async () => {
    const a = await createUserWithSession(ctx.app)
    const b = await createUserWithSession(ctx.app)
    const inactive = await createUserWithSession(ctx.app, { status: 3 })
    expect(await run(noticeCommand, [a.user.id], { title: 'Hello', body: 'Just you' })).toContain(a.user.id)
    const all = await run(noticeCommand, [], { all: true, title: '维护通知', body: '今晚 23:00 维护', link: 'pages/vip/index' })
    expect(all).toMatch(/notice sent to \d+ students/)
    const list = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: PATHS.notification.list, headers })).json().data.items
    expect((await list(a.headers)).map((n: { title: string }) => n.title).sort()).toEqual(['Hello', '维护通知'])
    expect(await list(b.headers)).toEqual([expect.objectContaining({ title: '维护通知', body: '今晚 23:00 维护', link: 'pages/vip/index', kind: 'system' })])
    const inactiveRows = await ctx.app.db.selectFrom('notifications').select('id').where('user_id', '=', inactive.user.id).execute()
    expect(inactiveRows).toEqual([])
    await expect(run(noticeCommand, [], { all: true, title: '', body: 'x' })).rejects.toThrow(UsageError)
    await expect(run(noticeCommand, [], { all: true, title: 't', body: 'b', link: 'https://evil.example' })).rejects.toThrow(UsageError)
  })
})
