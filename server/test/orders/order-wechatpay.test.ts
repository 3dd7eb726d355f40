import { PATHS } from '@contract/paths'
import { sweepOrders } from '../../src/modules/order/sweep'
import { startFakeWechatPay, type FakeWechatPay } from '../fixtures/fake-wechatpay'
import { TEST_APPID, TEST_MCHID, TEST_MERCHANT_SERIAL, TEST_PLATFORM_SERIAL, wechatPayTestEnv, wechatPayTestKeys } from '../fixtures/wechatpay-keys'
import { handNotification, paidTransaction } from '../fixtures/wechatpay-notifications'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { createOrder, orderRow, postNotification, vipUntil } from './order-setup'

const keys = wechatPayTestKeys()
let fake: FakeWechatPay
let ctx: TestContext

beforeAll(async () => {
  fake = await startFakeWechatPay({
    mchid: TEST_MCHID,
    appid: TEST_APPID,
    merchantSerial: TEST_MERCHANT_SERIAL,
    merchantPublicKey: keys.merchant.publicKey,
    platformSerial: TEST_PLATFORM_SERIAL,
    platformPrivateKey: keys.platform.privateKey,
  })
  ctx = await createTestApp(wechatPayTestEnv(keys, { WECHATPAY_API_BASE: fake.baseUrl, WECHATPAY_TIMEOUT_MS: '2000' }))
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
})

// As WeChat Pay posts it: JSON, signed over the exact bytes.
function paidNotification(outTradeNo: string, totalFen: number) {
  const n = handNotification({
    platformKey: keys.platform.privateKey,
    timestamp: Math.floor(Date.now() / 1000),
    content: paidTransaction({ out_trade_no: outTradeNo, amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' } }),
  })
  return { body: n.body, headers: { ...n.headers, 'content-type': 'application/json' } }
}

describe('orders paid through WeChat Pay (against a local fake)', () => {
  it('prepays Native with an integer fen amount and our https notify URL, and shows its code_url as a QR', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order, payment } = await createOrder(ctx.app, user, 'month', 'native')
    expect(payment).toMatchObject({ kind: 'native', code_url: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) })
    const prepay = fake.requests.find((r) => r.url === '/v3/pay/transactions/native' && r.body.includes(order.out_trade_no))!
    expect(prepay.signatureValid).toBe(true)
    const body = JSON.parse(prepay.body)
    expect(body.amount).toEqual({ total: 1990, currency: 'CNY' })
    expect(body.notify_url).toBe('https://api.example.com/api/v1/pay/notify')
  })

  it('asks a student without a WeChat sign-in to use one before paying in the mini-program', async () => {
    const user = await createUserWithSession(ctx.app, { platform: 'weapp' })
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.order.create, headers: user.headers, payload: { plan_id: 'month', channel: 'jsapi' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(400062)
  })

  it('prepays JSAPI with the student’s openid and returns signed wx.requestPayment parameters', async () => {
    const user = await createUserWithSession(ctx.app, { platform: 'weapp' })
    await ctx.app.db.updateTable('users').set({ wechat_openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }).where('id', '=', user.user.id).execute()
    const { payment } = await createOrder(ctx.app, user, 'month', 'jsapi')
    expect(payment).toMatchObject({ kind: 'jsapi', params: { appId: TEST_APPID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) } })
    const prepay = fake.requests.filter((r) => r.url === '/v3/pay/transactions/jsapi').pop()!
    expect(JSON.parse(prepay.body).payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })
  })

  it('fulfils on WeChat Pay’s signed, encrypted notification, and refuses one of the wrong amount', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month', 'native')
    const wrong = await postNotification(ctx.app, paidNotification(order.out_trade_no, 1))
    expect(wrong.statusCode).toBe(204)
    expect(await vipUntil(ctx.app, user.user.id)).toBeNull()
    expect(await orderRow(ctx.app, order.order_id)).toMatchObject({ status: 'paid', anomaly: 'amount_mismatch' })

    const other = await createOrder(ctx.app, user, 'year', 'native')
    const ok = await postNotification(ctx.app, paidNotification(other.order.out_trade_no, other.order.amount_fen))
    expect(ok.statusCode).toBe(204)
    expect((await orderRow(ctx.app, other.order.order_id)).status).toBe('fulfilled')
  })

  it('reconciles by querying WeChat Pay, and closes expired orders there too', async () => {
    const user = await createUserWithSession(ctx.app)
    const paid = await createOrder(ctx.app, user, 'month', 'native')
    const unpaid = await createOrder(ctx.app, user, 'year', 'native')
    fake.markPaid(paid.order.out_trade_no)
    await sweepOrders(ctx.app, new Date(Date.now() + 31 * 60_000))
    expect((await orderRow(ctx.app, paid.order.order_id)).status).toBe('fulfilled')
    expect((await orderRow(ctx.app, unpaid.order.order_id)).status).toBe('closed')
    expect(fake.transactions.get(unpaid.order.out_trade_no)?.trade_state).toBe('CLOSED')
    expect(fake.requests.some((r) => r.url === `/v3/pay/transactions/out-trade-no/${unpaid.order.out_trade_no}/close`)).toBe(true)
  })

  it('leaves an order pending (to try again) when WeChat Pay is down', async () => {
    const user = await createUserWithSession(ctx.app)
    const { order } = await createOrder(ctx.app, user, 'month', 'native')
    fake.mode = 'error500'
    try {
      await sweepOrders(ctx.app, new Date(Date.now() + 31 * 60_000))
    } finally {
      fake.mode = 'ok'
    }
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('pending')
    await sweepOrders(ctx.app, new Date(Date.now() + 33 * 60_000))
    expect((await orderRow(ctx.app, order.order_id)).status).toBe('closed')
  })
})
