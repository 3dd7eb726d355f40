import { PATHS } from '@contract/paths'
import { loadConfig, ConfigError } from '../../src/config'
import { PERMISSIONS_POLICY } from '../../src/plugins/security-headers'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, orderRow, vipUntil } from './order-setup'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('sandbox checkout page', () => {
  it('shows the amount, and paying it settles the order through the notify route', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order, payment } = await createOrder(ctx.app, user)
    if (payment.kind !== 'sandbox') throw new Error('sandbox expected')
    const page = await ctx.app.inject({ method: 'GET', url: `${payment.checkout_url}&return_url=${encodeURIComponent('/#/pages/vip/index?order_id=1')}`, headers: { 'accept-language': 'zh-CN' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    // A page, though under /api/: the document headers too, and never cached (it shows an order).
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('¥19.90')
    // The app's link names its language (English here), over the browser's.
    expect(page.body).toContain('Sandbox: no real money is taken.')
    expect(page.body).toContain('data-testid="sandbox-pay"')

    const paid = await ctx.app.inject({
      method: 'POST',
      url: PATHS.pay.sandboxCheckout,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ out_trade_no: order.out_trade_no, return_url: '/#/pages/vip/index?order_id=1' }),
    })
    expect(paid.statusCode).toBe(303)
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('fulfilled')
    expect(await vipUntil(ctx.app, user.user.id)).not.toBeNull()
    const after = await ctx.app.inject({ method: 'GET', url: paid.headers.location as string })
    expect(after.body).toContain('data-testid="sandbox-state"')
    expect(after.body).toContain('href="/#/pages/vip/index?order_id=1"')
  })

  it('never links back to another site, and escapes what it shows', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `${PATHS.pay.sandboxCheckout}?out_trade_no=${order.out_trade_no}&return_url=${encodeURIComponent(evil)}`,
      })
      expect(page.body).not.toContain('evil.example')
    }
    const quoted = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.pay.sandboxCheckout}?out_trade_no=${order.out_trade_no}&return_url=${encodeURIComponent('/"><script>x</script>')}`,
    })
    expect(quoted.body).not.toContain('<script>')
  })

  it('cannot pay an order that is closed', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    await ctx.app.inject({ method: 'POST', url: PATHS.order.cancel, headers: user.headers, payload: { order_id: order.order_id } })
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.pay.sandboxCheckout,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ out_trade_no: order.out_trade_no }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('closed')
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('closed')
  })

  it('does not exist unless the sandbox is the provider', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user)
    expect((await ctx.app.inject({ method: 'GET', url: `${PATHS.pay.sandboxCheckout}?out_trade_no=${order.out_trade_no}` })).statusCode).toBe(200)
    const { wechatPayTestEnv, wechatPayTestKeys } = await import('../fixtures/wechatpay-keys')
    const real = await createTestApp(wechatPayTestEnv(wechatPayTestKeys()))
    try {
      const res = await real.app.inject({ method: 'GET', url: `${PATHS.pay.sandboxCheckout}?out_trade_no=${order.out_trade_no}` })
      expect(res.statusCode).toBe(404)
    } finally {
      await real.close()
    }
  })
})

describe('plan configuration', () => {
  it.each(['month:31d:19.90', 'month:31d:0', 'month:0d:100', 'month:31:1990', 'a:1d:1,a:2d:2', 'Month:31d:1990'])(
    'refuses VIP_PLANS=%s at start',
    (value) => {
      expect(() => loadConfig({ VIP_PLANS: value })).toThrow(ConfigError)
    },
  )

  it('accepts `none` (nothing for sale)', async () => {
    const empty = await createTestApp({ VIP_PLANS: 'none' })
    try {
      const user = await createUserWithSession(empty.app)
      const res = await empty.app.inject({ method: 'GET', url: PATHS.vip.plans, headers: user.headers })
      expect(res.json().data.plans).toEqual([])
    } finally {
      await empty.close()
    }
  })
})
