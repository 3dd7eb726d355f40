import { PATHS } from '@contract/paths'
import { runAdmin } from '../../src/admin/cli'
import { sweepOrders } from '../../src/modules/order/sweep'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, orderRow, postNotification, sandbox, vipUntil } from '../orders/order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

/** `npm run admin -- …` against the test database: exit code and what it printed. */
async function admin(...argv: string[]) {
  const lines: string[] = []
  const code = await runAdmin(argv, { db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) })
  return { code, text: lines.join('\n') }
}

describe('operator commands for orders, feedback and notices', () => {
  it('are listed in the tool’s help', async () => {
    const help = await admin('help')
    for (const name of ['orders', 'refund', 'feedback', 'notice']) expect(help.text).toContain(name)
  })

  it('lists orders with their amounts and status, filtered by student and status', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'year')
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    const { code, text } = await admin('orders', '--user', user.user.id)
    expect(code).toBe(0)
    expect(text).toContain(order.out_trade_no)
    expect(text).toContain('¥168.00')
    expect(text).toContain('fulfilled')
    expect((await admin('orders', '--user', user.user.id, '--status', 'pending')).text).toBe('no orders')
    expect((await admin('orders', '--status', 'lost')).code).toBe(2)
  })

  it('refunds an order: the server sends it, the VIP days go back', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    const noReason = await admin('refund', order.out_trade_no)
    expect(noReason.code).toBe(2)
    expect(noReason.text).toContain('--reason')
    const { code, text } = await admin('refund', order.out_trade_no, '--reason', 'parent asked')
    expect(code).toBe(0)
    expect(text).toMatch(/refund RF\w+ of ¥19\.90 requested/)
    await sweepOrders(ctx.app)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('refunded')
    expect(Date.parse((await vipUntil(ctx.app, user.user.id))!)).toBeLessThanOrEqual(Date.now())
    const again = await admin('refund', order.out_trade_no, '--reason', 'again')
    expect(again.code).toBe(2)
    expect(again.text).toContain('not paid, or already')
  })

  it('sends a notice to one student, or to every active student', async () => {
    const a = await createUserWithSession(ctx.app)
    const b = await createUserWithSession(ctx.app)
    const inactive = await createUserWithSession(ctx.app, { status: 3 })
    expect((await admin('notice', a.user.id, '--title', 'Hello', '--body', 'Just you')).text).toContain(a.user.id)
    const all = await admin('notice', '--all', '--title', '维护通知', '--body', '今晚 23:00 维护', '--link', 'pages/vip/index')
    expect(all.text).toMatch(/notice sent to \d+ students/)
    const list = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: PATHS.notification.list, headers })).json().data.items
    expect((await list(a.headers)).map((n: { title: string }) => n.title).sort()).toEqual(['Hello', '维护通知'])
    expect(await list(b.headers)).toEqual([expect.objectContaining({ title: '维护通知', body: '今晚 23:00 维护', link: 'pages/vip/index', kind: 'system' })])
    const inactiveRows = await ctx.app.db.selectFrom('notifications').select('id').where('user_id', '=', inactive.user.id).execute()
    expect(inactiveRows).toEqual([])
    expect((await admin('notice', '--all', '--title', '', '--body', 'x')).code).toBe(2)
    expect((await admin('notice', '--all', '--title', 't', '--body', 'b', '--link', 'https://evil.example')).code).toBe(2)
  })
})
