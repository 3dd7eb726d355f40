import { verify } from 'node:crypto'
import { AppError } from '../../src/errors'
import { type PayError } from '../../src/providers/pay/pay-error'
import type { StartPaymentInput } from '../../src/providers/pay/types'
import { readWechatPayCredentials } from '../../src/providers/pay/wechatpay/wechatpay.env'
import { createWechatPayProvider, type WechatPayProvider } from '../../src/providers/pay/wechatpay/wechatpay.provider'
import { testConfig } from '../../src/config'
import { startFakeWechatPay, type FakeWechatPay } from '../fixtures/fake-wechatpay'
import {
  TEST_APPID,
  TEST_MCHID,
  TEST_MERCHANT_SERIAL,
  TEST_PLATFORM_SERIAL,
  TEST_PUBLIC_KEY_ID,
  wechatPayTestEnv,
  wechatPayTestKeys,
} from '../fixtures/wechatpay-keys'

const keys = wechatPayTestKeys()
let fake: FakeWechatPay

function provider(env: Record<string, string> = {}): WechatPayProvider {
  // A generous limit: a loaded machine may take seconds to answer; only the hang test uses a short one.
  const overrides = { WECHATPAY_API_BASE: fake.baseUrl, WECHATPAY_TIMEOUT_MS: '15000', ...env }
  const config = testConfig(wechatPayTestEnv(keys, overrides))
  const { credentials, problems } = readWechatPayCredentials(config)
  if (!credentials) throw new Error(problems.join('\n'))
  return createWechatPayProvider(credentials)
}

const start = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  outTradeNo: 'VIP20261122000001',
  description: '学习助手 月度会员',
  amountFen: 1990,
  channel: 'jsapi',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  notifyUrl: 'https://api.example.com/api/v1/pay/notify/wechatpay',
  ...over,
})

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof AppError) return err
    throw err
  }
  throw new Error('expected a rejection')
}

const lastRequest = () => fake.requests[fake.requests.length - 1]

beforeEach(async () => {
  fake = await startFakeWechatPay({
    mchid: TEST_MCHID,
    appid: TEST_APPID,
    merchantSerial: TEST_MERCHANT_SERIAL,
    merchantPublicKey: keys.merchant.publicKey,
    platformSerial: TEST_PLATFORM_SERIAL,
    platformPrivateKey: keys.platform.privateKey,
  })
})
afterEach(() => fake.close())

describe('WeChat Pay provider: payments', () => {
  it('prepays JSAPI with a signed request and returns signed mini-program parameters', async () => {
    const started = await provider().startPayment(start())
    const req = lastRequest()
    expect(req.signatureValid).toBe(true)
    expect(req.method).toBe('POST')
    expect(req.url).toBe('/v3/pay/transactions/jsapi')
    expect(req.headers['user-agent']).toBeTruthy()
    expect(JSON.parse(req.body)).toEqual({
      appid: TEST_APPID,
      mchid: TEST_MCHID,
      description: '学习助手 月度会员',
      out_trade_no: 'VIP20261122000001',
      time_expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
      notify_url: 'https://api.example.com/api/v1/pay/notify/wechatpay',
      amount: { total: 1990, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    })
    if (started.kind !== 'jsapi') throw new Error(`unexpected ${started.kind}`)
    const p = started.params
    expect(p).toMatchObject({ appId: TEST_APPID, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx\d+$/) })
    expect(p.timeStamp).toMatch(/^\d{10}$/)
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    expect(verify('sha256', Buffer.from(message), keys.merchant.publicKey, Buffer.from(p.paySign, 'base64'))).toBe(true)
  })

  it('prepays Native and returns the code_url for a QR', async () => {
    const started = await provider().startPayment(start({ channel: 'native', openid: undefined }))
    expect(started).toEqual({ kind: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) })
    expect(JSON.parse(lastRequest().body).payer).toBeUndefined()
  })

  it('prepays H5 with the payer’s IP in scene_info', async () => {
    const started = await provider().startPayment(start({ channel: 'h5', openid: undefined, clientIp: '203.0.113.7' }))
    expect(started).toEqual({ kind: 'h5', h5Url: expect.stringMatching(/^https:\/\/wx\.tenpay\.com\//) })
    expect(JSON.parse(lastRequest().body).scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } })
  })

  it('queries by out_trade_no (signed GET with its query string) before and after payment', async () => {
    const pay = provider()
    await pay.startPayment(start())
    expect(await pay.queryPayment('VIP20261122000001')).toMatchObject({ tradeState: 'NOTPAY', transactionId: null })
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      url: `/v3/pay/transactions/out-trade-no/VIP20261122000001?mchid=${TEST_MCHID}`,
      signatureValid: true,
      body: '',
    })
    fake.markPaid('VIP20261122000001')
    expect(await pay.queryPayment('VIP20261122000001')).toEqual({
      outTradeNo: 'VIP20261122000001',
      tradeState: 'SUCCESS',
      transactionId: '4200001234202611221234567890',
      totalFen: 1990,
      payerTotalFen: 1990,
      currency: 'CNY',
      successTime: new Date('2026-11-22T14:10:00Z'),
    })
  })

  it('signs the path exactly as sent, percent-encoding included', async () => {
    const pay = provider()
    await pay.startPayment(start({ outTradeNo: 'VIP|2026*11-22_01' }))
    expect((await pay.queryPayment('VIP|2026*11-22_01')).tradeState).toBe('NOTPAY')
    expect(lastRequest().url).toContain('/out-trade-no/VIP%7C2026*11-22_01?')
    expect(lastRequest().signatureValid).toBe(true)
  })

  it('reports an order WeChat Pay does not know as PAY_ORDER_NOT_FOUND', async () => {
    const err = await rejection(provider().queryPayment('VIP20261122000404'))
    expect(err).toMatchObject({ key: 'PAY_ORDER_NOT_FOUND', providerCode: 'ORDER_NOT_EXIST', httpStatus: 404 })
  })

  it('closes an order (204 with an empty, signed body)', async () => {
    const pay = provider()
    await pay.startPayment(start())
    await expect(pay.closePayment('VIP20261122000001')).resolves.toBeUndefined()
    expect(lastRequest()).toMatchObject({ url: '/v3/pay/transactions/out-trade-no/VIP20261122000001/close', signatureValid: true })
    expect(JSON.parse(lastRequest().body)).toEqual({ mchid: TEST_MCHID })
    expect((await pay.queryPayment('VIP20261122000001')).tradeState).toBe('CLOSED')
  })

  it('sends the public key id as Wechatpay-Serial when it holds one, and trusts answers signed with it', async () => {
    await fake.close()
    fake = await startFakeWechatPay({
      mchid: TEST_MCHID,
      appid: TEST_APPID,
      merchantSerial: TEST_MERCHANT_SERIAL,
      merchantPublicKey: keys.merchant.publicKey,
      platformSerial: TEST_PUBLIC_KEY_ID,
      platformPrivateKey: keys.platform.privateKey,
    })
    const oneLine = keys.platform.publicPem.trim().replace(/\n/g, '\\n')
    const pay = provider({
      WECHATPAY_PLATFORM_PUBLIC_KEY: '',
      WECHATPAY_PLATFORM_SERIAL: '',
      WECHATPAY_PUBLIC_KEY: oneLine,
      WECHATPAY_PUBLIC_KEY_ID: TEST_PUBLIC_KEY_ID,
    })
    expect((await pay.startPayment(start({ channel: 'native', openid: undefined }))).kind).toBe('native')
    expect(lastRequest().headers['wechatpay-serial']).toBe(TEST_PUBLIC_KEY_ID)
  })
})

describe('WeChat Pay provider: refunds', () => {
  it('refunds part of a paid order and queries the refund', async () => {
    const pay = provider()
    await pay.startPayment(start())
    fake.markPaid('VIP20261122000001')
    const refund = await pay.refund({
      outTradeNo: 'VIP20261122000001',
      outRefundNo: 'RF20261122000001',
      refundFen: 990,
      totalFen: 1990,
      reason: '学生申请退款',
      notifyUrl: 'https://api.example.com/api/v1/pay/notify/wechatpay',
    })
    expect(refund).toMatchObject({ outRefundNo: 'RF20261122000001', status: 'PROCESSING', refundFen: 990, totalFen: 1990 })
    expect(JSON.parse(lastRequest().body)).toEqual({
      out_trade_no: 'VIP20261122000001',
      out_refund_no: 'RF20261122000001',
      reason: '学生申请退款',
      notify_url: 'https://api.example.com/api/v1/pay/notify/wechatpay',
      amount: { refund: 990, total: 1990, currency: 'CNY' },
    })
    expect(await pay.queryRefund('RF20261122000001')).toEqual(refund)
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/v3/refund/domestic/refunds/RF20261122000001', signatureValid: true })
  })

  it('refuses to refund more than was paid, before asking WeChat Pay', async () => {
    const err = await rejection(
      provider().refund({ outTradeNo: 'VIP20261122000001', outRefundNo: 'RF1', refundFen: 2000, totalFen: 1990 }),
    )
    expect(err).toMatchObject({ key: 'VALIDATION', params: { field: 'refundFen' } })
    expect(fake.requests).toHaveLength(0)
  })
})

describe('WeChat Pay provider: amounts and inputs are checked before any request', () => {
  it.each([
    ['a fractional amount', { amountFen: 19.9 }, 'amountFen'],
    ['a zero amount', { amountFen: 0 }, 'amountFen'],
    ['a negative amount', { amountFen: -1990 }, 'amountFen'],
    ['an unsafe integer', { amountFen: 2 ** 53 }, 'amountFen'],
    ['an amount as a string', { amountFen: '1990' as unknown as number }, 'amountFen'],
    ['NaN', { amountFen: Number.NaN }, 'amountFen'],
    ['a short order number', { outTradeNo: 'VIP1' }, 'outTradeNo'],
    ['an order number with a space', { outTradeNo: 'VIP 20261122' }, 'outTradeNo'],
    ['JSAPI without openid', { openid: undefined }, 'openid'],
    ['H5 without the client IP', { channel: 'h5' as const, openid: undefined }, 'clientIp'],
    ['H5 with a client IP that is not one', { channel: 'h5' as const, clientIp: 'localhost' }, 'clientIp'],
    ['an http notify URL', { notifyUrl: 'http://api.example.com/notify' }, 'notifyUrl'],
    ['a notify URL with a query', { notifyUrl: 'https://api.example.com/notify?order=1' }, 'notifyUrl'],
    ['an expiry in the past', { expiresAt: new Date(Date.now() - 1000) }, 'expiresAt'],
    ['an empty description', { description: ' ' }, 'description'],
    ['a 128-character description', { description: '会'.repeat(128) }, 'description'],
  ])('refuses %s', async (_, over, field) => {
    const err = await rejection(provider().startPayment(start(over)))
    expect(err).toMatchObject({ key: 'VALIDATION', params: { field } })
    expect(fake.requests).toHaveLength(0)
  })
})

describe('WeChat Pay provider: a misbehaving WeChat Pay', () => {
  it('turns a 500 into PAY_PROVIDER_FAILED with the provider’s code for the log', async () => {
    fake.mode = 'error500'
    const err = await rejection(provider().startPayment(start()))
    expect(err).toMatchObject({ key: 'PAY_PROVIDER_FAILED', status: 502, providerCode: 'SYSTEM_ERROR', httpStatus: 500 })
  })

  it('turns a refused request (401 SIGN_ERROR from a wrong merchant key) into PAY_PROVIDER_REJECTED', async () => {
    const other = wechatPayTestEnv({ merchant: keys.platform, platform: keys.platform })
    const err = await rejection(provider({ WECHATPAY_PRIVATE_KEY: other.WECHATPAY_PRIVATE_KEY }).startPayment(start()))
    expect(err).toMatchObject({ key: 'PAY_PROVIDER_REJECTED', providerCode: 'SIGN_ERROR', httpStatus: 401 })
    expect(lastRequest().signatureValid).toBe(false)
  })

  it('gives up after the time limit when WeChat Pay does not answer', async () => {
    fake.mode = 'hang'
    const started = Date.now()
    const err = await rejection(provider({ WECHATPAY_TIMEOUT_MS: '300' }).queryPayment('VIP20261122000001'))
    expect(err).toMatchObject({ key: 'PAY_PROVIDER_TIMEOUT', status: 504 })
    // The fake never answers, so the rejection can only come from the limit; it waited that long.
    expect(Date.now() - started).toBeGreaterThanOrEqual(295)
  })

  it('reports an unreachable WeChat Pay as PAY_PROVIDER_FAILED', async () => {
    const base = fake.baseUrl
    await fake.close()
    const err = await rejection(provider({ WECHATPAY_API_BASE: base }).queryPayment('VIP20261122000001'))
    expect(err.key).toBe('PAY_PROVIDER_FAILED')
    fake = await startFakeWechatPay({
      mchid: TEST_MCHID,
      appid: TEST_APPID,
      merchantSerial: TEST_MERCHANT_SERIAL,
      merchantPublicKey: keys.merchant.publicKey,
      platformSerial: TEST_PLATFORM_SERIAL,
      platformPrivateKey: keys.platform.privateKey,
    })
  })

  it.each([
    ['a bad signature', 'badSignature', /does not verify/],
    ['no signature at all', 'unsigned', /missing/],
    ['a serial we do not hold', 'unknownSerial', /unknown Wechatpay-Serial/],
    ['a stale timestamp', 'staleTimestamp', /5 minutes/],
  ] as const)('refuses a 2xx answer with %s', async (_, mode, detail) => {
    const pay = provider()
    fake.mode = mode
    const err = await rejection(pay.startPayment(start()))
    expect(err.key).toBe('PAY_RESPONSE_INVALID')
    expect((err as PayError).detail).toMatch(detail)
  })

  it('refuses a signed answer about another merchant', async () => {
    const pay = provider()
    await pay.startPayment(start())
    fake.mode = 'otherMerchant'
    const err = await rejection(pay.queryPayment('VIP20261122000001'))
    expect(err.key).toBe('PAY_RESPONSE_INVALID')
    expect((err as PayError).detail).toMatch(/mchid 1900000999/)
  })

  it('refuses a signed query answer with a fractional amount', async () => {
    const pay = provider()
    await pay.startPayment(start())
    fake.markPaid('VIP20261122000001')
    fake.transactions.get('VIP20261122000001')!.amount = { total: 19.9, payer_total: 19.9, currency: 'CNY' }
    const err = await rejection(pay.queryPayment('VIP20261122000001'))
    expect((err as PayError).detail).toMatch(/amount\.total is not a valid amount in fen/)
  })
})
