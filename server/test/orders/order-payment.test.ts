import { PATHS } from '@contract/paths'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, DAY_MS, notificationsOf, orderDetail, orderRow, postNotification, sandbox, vipUntil } from './order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ VIP_PLANS: 'month:31d:1990,year:366d:16800,pack:50q:990' })
})
afterAll(() => ctx.close())

describe('VIP plans', () => {
  it('lists the configured plans with integer fen prices, names in the student’s language and the VIP state', async () => {
    const user = await createUserWithSession(ctx.app, { lang: 'zh-CN' })
    const res = await ctx.app.inject({ method: 'GET', url: PATHS.vip.plans, headers: user.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      plans: [
        { plan_id: 'month', name: '月度会员', days: 31, questions: 0, price_fen: 1990 },
        { plan_id: 'year', name: '年度会员', days: 366, questions: 0, price_fen: 16800 },
        { plan_id: 'pack', name: '50次提问加油包', days: 0, questions: 50, price_fen: 990 },
      ],
      is_vip: false,
      vip_end_time: null,
      left_question_num: 20,
      provider: 'sandbox',
    })
  })

  it('needs an activated student', async () => {
    const user = await createUserWithSession(ctx.app, { status: 3 })
    const res = await ctx.app.inject({ method: 'GET', url: PATHS.vip.plans, headers: user.headers })
    expect(res.json().code).toBe(403004)
  })
})

describe('creating an order', () => {
  it('makes a pending order priced from the plan, with a sandbox checkout and a QR image', async () => {
    const user = await createUserWithSession(ctx.app)
    const before = Date.now()
    const { order, payment } = await createOrder(ctx.app, user, 'year')
    expect(order).toMatchObject({ plan_id: 'year', amount_fen: 16800, currency: 'CNY', status: 'pending', days: 366, channel: 'h5' })
    expect(order.out_trade_no).toMatch(/^MT\d{14}[0-9A-Z]{10}$/)
    const ttl = Date.parse(order.expires_at) - Date.parse(order.created_at)
    expect(ttl).toBe(30 * 60_000)
    expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(payment.kind).toBe('sandbox')
    if (payment.kind !== 'sandbox') return
    expect(payment.checkout_url).toBe(`${PATHS.pay.sandboxCheckout}?out_trade_no=${order.out_trade_no}`)
    // A QR must hold an absolute link another phone can open.
    expect(payment.code_url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/pay\/sandbox\/checkout\?out_trade_no=MT/)
    expect(payment.qr_code).toMatch(/^data:image\/png;base64,/)
  })

  it('offers the same unpaid order again instead of piling up new ones', async () => {
    const user = await createUserWithSession(ctx.app)
    const first = await createOrder(ctx.app, user, 'month')
    const second = await createOrder(ctx.app, user, 'month')
    const other = await createOrder(ctx.app, user, 'year')
    expect(second.order.order_id).toBe(first.order.order_id)
    expect(other.order.order_id).not.toBe(first.order.order_id)
  })

  it.each([
    [{ plan_id: 'nope', channel: 'h5' }, 404, 404061, null],
    [{ plan_id: 'month', channel: 'alipay' }, 400, 400001, 'channel'],
    [{ channel: 'h5' }, 400, 400001, 'plan_id'],
    [{ plan_id: 'x'.repeat(33), channel: 'h5' }, 400, 400003, 'plan_id'],
  ])('refuses %j and creates nothing', async (payload, status, code, field) => {
    const user = await createUserWithSession(ctx.app)
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.order.create, headers: user.headers, payload })
    expect(res.statusCode).toBe(status)
    expect(res.json().code).toBe(code)
    if (field) expect(res.json().msg).toContain(field)
    const rows = await ctx.app.db.selectFrom('orders').select('id').where('user_id', '=', user.user.id).execute()
    expect(rows).toEqual([])
  })
})

describe('paying', () => {
  it('fulfils a paid order: VIP from now for the plan’s days, a notification, the order fulfilled', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    const before = Date.now()
    const res = await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const until = Date.parse((await vipUntil(ctx.app, user.user.id))!)
    expect(until).toBeGreaterThanOrEqual(before + 31 * DAY_MS)
    expect(until).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS)
    const detail = await orderDetail(ctx.app, user, order.order_id)
    expect(detail).toMatchObject({ status: 'fulfilled', vip_until: new Date(until).toISOString() })
    expect(detail.paid_at).not.toBeNull()
    const info = await ctx.app.inject({ method: 'GET', url: PATHS.user.info, headers: user.headers })
    expect(info.json().data).toMatchObject({ is_vip: true, vip_end_time: new Date(until).toISOString() })
    const notes = await notificationsOf(ctx.app, user.user.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ kind: 'payment', template: 'order.fulfilled', unread: 1, link: 'pages/order/order' })
  })

  it('fulfils once when the same notification arrives ten times at once', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    const n = await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(ctx.app, n)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204))
    const row = await orderRow(ctx.app, order.order_id)
    expect(row.status).toBe('fulfilled')
    const until = Date.parse((await vipUntil(ctx.app, user.user.id))!)
    expect(until - Date.parse(row.fulfilled_at!)).toBe(31 * DAY_MS)
    expect(await notificationsOf(ctx.app, user.user.id)).toHaveLength(1)
  })

  it('changes nothing when a notification is replayed after fulfilment', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    const n = await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    await postNotification(ctx.app, n)
    const once = await vipUntil(ctx.app, user.user.id)
    const replay = await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    expect(replay.statusCode).toBe(204)
    expect(await vipUntil(ctx.app, user.user.id)).toBe(once)
  })

  it('extends from the current VIP end, and counts two orders fulfilled at the same moment', async () => {
    const user = await createUserWithSession(ctx.app)
    const month = await createOrder(ctx.app, user, 'month')
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(month.order.out_trade_no))
    const afterFirst = Date.parse((await vipUntil(ctx.app, user.user.id))!)
    const year = await createOrder(ctx.app, user, 'year')
    const month2 = await createOrder(ctx.app, user, 'month')
    await Promise.all([
      postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(year.order.out_trade_no)),
      postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(month2.order.out_trade_no)),
    ])
    const end = Date.parse((await vipUntil(ctx.app, user.user.id))!)
    expect(end - afterFirst).toBe((366 + 31) * DAY_MS)
  })

  it('adds a question pack to the questions left', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'pack')
    await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no))
    const row = await ctx.app.db.selectFrom('users').select(['left_question_num', 'vip_until']).where('id', '=', user.user.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ left_question_num: 20 + 50, vip_until: null })
  })

  it('does not grant anything for a payment of the wrong amount, and keeps it for the operator', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    const res = await postNotification(ctx.app, await sandbox(ctx.app).createPaidNotification(order.out_trade_no, 1))
    expect(res.statusCode).toBe(204)
    expect(await vipUntil(ctx.app, user.user.id)).toBeNull()
    const row = await orderRow(ctx.app, order.order_id)
    expect(row).toMatchObject({ status: 'paid', anomaly: 'amount_mismatch', paid_fen: 1, fulfilled_at: null })
    expect((await notificationsOf(ctx.app, user.user.id))[0].template).toBe('order.needs_review')
  })

  it('refuses a tampered notification with a 400 (so WeChat Pay retries) and changes nothing', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month')
    const n = await sandbox(ctx.app).createPaidNotification(order.out_trade_no)
    const tampered = { headers: n.headers, body: n.body.replace('"id":"', '"id":"x') }
    const res = await postNotification(ctx.app, tampered)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(400060)
    const stale = { headers: { ...n.headers, 'Wechatpay-Timestamp': String(Math.floor(Date.now() / 1000) - 301) }, body: n.body }
    expect((await postNotification(ctx.app, stale)).statusCode).toBe(400)
    const unsigned = { headers: { 'content-type': 'application/json' }, body: n.body }
    expect((await postNotification(ctx.app, unsigned)).statusCode).toBe(400)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('pending')
    expect(await vipUntil(ctx.app, user.user.id)).toBeNull()
  })
})

describe('orders are private', () => {
  it('never shows, pays or cancels another student’s order', async () => {
    const owner = await createUserWithSession(ctx.app)
    const other = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, owner, 'month')
    const list = await ctx.app.inject({ method: 'GET', url: PATHS.order.list, headers: other.headers })
    expect(list.json().data.items).toEqual([])
    const calls = [
      { method: 'GET' as const, url: `${PATHS.order.detail}?order_id=${order.order_id}` },
      { method: 'POST' as const, url: PATHS.order.pay, payload: { order_id: order.order_id } },
      { method: 'POST' as const, url: PATHS.order.cancel, payload: { order_id: order.order_id } },
    ]
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: other.headers })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe(404062)
    }
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('pending')
  })

  it('lists the student’s own orders newest first, page by page', async () => {
    const user = await createUserWithSession(ctx.app)
    const made = []
    for (const plan of ['month', 'year', 'pack']) made.push((await createOrder(ctx.app, user, plan)).order.order_id)
    const first = await ctx.app.inject({ method: 'GET', url: `${PATHS.order.list}?limit=2`, headers: user.headers })
    const page1 = first.json().data
    expect(page1.items.map((o: { order_id: string }) => o.order_id)).toEqual([made[2], made[1]])
    const second = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.order.list}?limit=2&cursor=${page1.next_cursor}`,
      headers: user.headers,
    })
    expect(second.json().data).toMatchObject({ next_cursor: null })
    expect(second.json().data.items.map((o: { order_id: string }) => o.order_id)).toEqual([made[0]])
    for (const o of [...page1.items, ...second.json().data.items]) expect(Number.isInteger(o.amount_fen)).toBe(true)
    const bad = await ctx.app.inject({ method: 'GET', url: `${PATHS.order.list}?cursor=garbage`, headers: user.headers })
    expect(bad.json().code).toBe(400001)
  })
})
