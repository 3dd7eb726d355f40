import { PATHS } from '@contract/paths'
import { addNotification, decodeCursor } from '../../src/modules/notifications/notifications.repository'
import { notifyPlanChangedByAssistant } from '../../src/modules/notifications/notify'
import { createTestApp, createUserWithSession, type TestContext, type TestUser } from '../helpers'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const list = (user: TestUser, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${PATHS.notification.list}${query}`, headers: { ...user.headers, ...headers } })

const unread = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: PATHS.notification.unreadCount, headers: user.headers })).json().data.total

async function paymentNote(userId: string, createdAt?: string) {
  const id = await addNotification(ctx.app.db, {
    userId,
    kind: 'payment',
    template: 'order.fulfilled',
    params: { plan_id: 'month', days: 31, questions: 0, amount_fen: 1990, vip_until: '2026-12-24T16:30:00.000Z' },
    link: 'pages/order/order',
  })
  if (createdAt) await ctx.app.db.updateTable('notifications').set({ created_at: createdAt }).where('id', '=', id!).execute()
  return id!
}

describe('notifications', () => {
  it('renders each notification in the reader’s language and time zone', async () => {
    const user = await createUserWithSession(ctx.app)
    await paymentNote(user.user.id)
    const zh = (await list(user, '', { 'accept-language': 'zh-CN', 'x-time-zone': 'Asia/Shanghai' })).json().data.items[0]
    expect(zh).toMatchObject({ kind: 'payment', title: '支付成功', unread: true, link: 'pages/order/order' })
    expect(zh.body).toBe('您已支付 ¥19.90 购买月度会员，会员有效期至 2026年12月25日，期间提问不限次数。')
    const en = (await list(user, '', { 'accept-language': 'en', 'x-time-zone': 'America/New_York' })).json().data.items[0]
    expect(en.title).toBe('Payment successful')
    expect(en.body).toContain('24 Dec 2026')
  })

  it('lists unread first, then newest first, page by page, and counts the unread ones', async () => {
    const user = await createUserWithSession(ctx.app)
    const oldest = await paymentNote(user.user.id, '2026-11-01T00:00:00.000Z')
    const middle = await paymentNote(user.user.id, '2026-11-02T00:00:00.000Z')
    const newest = await paymentNote(user.user.id, '2026-11-03T00:00:00.000Z')
    await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload: { ids: [newest] } })
    expect(await unread(user)).toBe(2)
    const first = (await list(user, '?limit=2')).json().data
    expect(first.items.map((n: { id: string }) => n.id)).toEqual([middle, oldest])
    expect(first.unread_total).toBe(2)
    const second = (await list(user, `?limit=2&cursor=${first.next_cursor}`)).json().data
    expect(second.items.map((n: { id: string; unread: boolean }) => [n.id, n.unread])).toEqual([[newest, false]])
    expect(second.next_cursor).toBeNull()
  })

  it('pages on without repeating or skipping a notification the student read between pages', async () => {
    const user = await createUserWithSession(ctx.app)
    const ids: string[] = []
    for (let day = 1; day <= 7; day++) ids.push(await paymentNote(user.user.id, `2026-11-0${day}T00:00:00.000Z`))
    await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload: { ids: [ids[0]] } })
    // Unread newest first (7…2), then the one read before (1).
    const expected = [...ids.slice(1).reverse(), ids[0]]
    for (const readBetween of [{ all: true }, { ids: [expected[0]] }, { ids: [expected[3]] }]) {
      await ctx.app.db.updateTable('notifications').set({ unread: 1, read_at: null }).where('id', 'in', ids.slice(1)).execute()
      const first = (await list(user, '?limit=2')).json().data
      // "Read between pages" means read after the first page's instant (`asOf`, in the cursor, to
      // the millisecond): on a fast machine the read could otherwise share that millisecond.
      const asOf = decodeCursor(first.next_cursor)!.asOf!
      while (new Date().toISOString() <= asOf) await new Promise((resolve) => setImmediate(resolve))
      await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload: readBetween })
      const seen: string[] = first.items.map((n: { id: string }) => n.id)
      let cursor = first.next_cursor
      while (cursor) {
        const page = (await list(user, `?limit=2&cursor=${cursor}`)).json().data
        seen.push(...page.items.map((n: { id: string }) => n.id))
        cursor = page.next_cursor
      }
      expect(seen).toEqual(expected)
    }
  })

  it('marks everything read at once, and only the student’s own', async () => {
    const user = await createUserWithSession(ctx.app)
    const other = await createUserWithSession(ctx.app)
    await paymentNote(user.user.id)
    const theirs = await paymentNote(other.user.id)
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload: { all: true } })
    expect(res.json().data).toEqual({ total: 0 })
    expect(await unread(other)).toBe(1)
    // Someone else's id changes nothing.
    await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload: { ids: [theirs] } })
    expect(await unread(other)).toBe(1)
    expect((await list(user)).json().data.items.every((n: { id: string }) => n.id !== theirs)).toBe(true)
  })

  it.each([[{}, 'which notifications'], [{ ids: [''] }, 'which notifications'], [{ ids: Array(101).fill('n_1') }, 'which notifications']])(
    'refuses %j, naming the field, and changes nothing',
    async (payload, field) => {
      const user = await createUserWithSession(ctx.app)
      await paymentNote(user.user.id)
      const res = await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: user.headers, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg.toLowerCase()).toContain(field)
      expect(await unread(user)).toBe(1)
    },
  )

  it('drops a second notification with the same dedupe key', async () => {
    const user = await createUserWithSession(ctx.app)
    const change = { changeId: 'c1', count: 3, title: 'Maths revision' }
    const first = await notifyPlanChangedByAssistant(ctx.app, user.user.id, change)
    const again = await notifyPlanChangedByAssistant(ctx.app, user.user.id, change)
    expect(first).not.toBeNull()
    expect(again).toBeNull()
    const items = (await list(user)).json().data.items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ kind: 'plan', link: 'pages/schedule/index', title: 'The assistant changed your plan' })
    expect(items[0].body).toContain('3 events')
  })

  it('pushes a new notification in the student’s own language', async () => {
    const user = await createUserWithSession(ctx.app)
    await ctx.app.db.updateTable('users').set({ language: 'fr', device_id: 'cid-123' }).where('id', '=', user.user.id).execute()
    const send = jest.spyOn(ctx.app.push, 'send')
    await notifyPlanChangedByAssistant(ctx.app, user.user.id, { changeId: 'c2', count: 1, title: 'Physique' })
    // The push is sent after the notification is stored, without being awaited: wait for it.
    const deadline = Date.now() + 20_000
    while (send.mock.calls.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'L’assistant a modifié ton planning',
        lang: 'fr',
        target: { openid: null, pushClientId: 'cid-123' },
        payload: expect.objectContaining({ link: 'pages/schedule/index' }),
      }),
    )
    send.mockRestore()
  })

  it('shows an operator notice as written', async () => {
    const user = await createUserWithSession(ctx.app)
    await addNotification(ctx.app.db, { userId: user.user.id, kind: 'system', title: '维护通知', body: '今晚 23:00 维护' })
    const item = (await list(user)).json().data.items[0]
    expect(item).toMatchObject({ kind: 'system', title: '维护通知', body: '今晚 23:00 维护', link: '' })
  })

  it('needs a signed-in, activated student', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: PATHS.notification.list })
    expect(res.statusCode).toBe(401)
  })
})
