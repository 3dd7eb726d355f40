import { AppError } from '../../src/errors'
import { createPayProvider, type StartPaymentInput } from '../../src/providers/pay'
import { decryptResource } from '../../src/providers/pay/wechatpay/aead'
import {
  createSandboxPayProvider,
  SANDBOX_APPID,
  SANDBOX_MCHID,
  type SandboxPayProvider,
} from '../../src/providers/pay/sandbox/sandbox.provider'
import { testConfig } from '../../src/config'

let clock: Date
let sandbox: SandboxPayProvider

const start = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  outTradeNo: 'VIP20261122000001',
  description: '学习助手 月度会员',
  amountFen: 1990,
  channel: 'native',
  expiresAt: new Date(clock.getTime() + 30 * 60_000),
  notifyUrl: '/api/v1/pay/notify/sandbox',
  ...over,
})

async function rejection(run: () => unknown): Promise<AppError> {
  try {
    await run()
  } catch (err) {
    if (err instanceof AppError) return err
    throw err
  }
  throw new Error('expected a rejection')
}

const later = (ms: number) => (clock = new Date(clock.getTime() + ms))

beforeEach(() => {
  clock = new Date('2026-11-22T14:00:00Z')
  sandbox = createSandboxPayProvider({ publicBaseUrl: 'http://192.168.1.20:8080/', now: () => clock })
})

describe('sandbox payments', () => {
  it('is what PAY_PROVIDER=sandbox builds', () => {
    expect(createPayProvider(testConfig()).name).toBe('sandbox')
  })

  it('starts a payment with a checkout link and a QR-able absolute code_url', async () => {
    expect(await sandbox.startPayment(start())).toEqual({
      kind: 'sandbox',
      checkoutUrl: '/api/v1/pay/sandbox/checkout?out_trade_no=VIP20261122000001',
      codeUrl: 'http://192.168.1.20:8080/api/v1/pay/sandbox/checkout?out_trade_no=VIP20261122000001',
    })
    expect(await sandbox.getCheckout('VIP20261122000001')).toMatchObject({ amountFen: 1990, tradeState: 'NOTPAY' })
  })

  it('checks inputs like WeChat Pay does (fen are positive integers)', async () => {
    for (const amountFen of [19.9, 0, -1, 2 ** 53]) {
      expect(await rejection(() => sandbox.startPayment(start({ amountFen })))).toMatchObject({
        key: 'VALIDATION',
        params: { field: 'amountFen' },
      })
    }
    expect((await rejection(() => sandbox.startPayment(start({ channel: 'jsapi' })))).params).toEqual({ field: 'openid' })
  })

  it('makes a WeChat Pay notification that its own verification accepts', async () => {
    await sandbox.startPayment(start({ channel: 'jsapi', openid: 'o-student' }))
    const n = await sandbox.createPaidNotification('VIP20261122000001')
    expect(n.url).toBe('/api/v1/pay/notify/sandbox')
    expect(Object.keys(n.headers).sort()).toEqual([
      'content-type',
      'wechatpay-nonce',
      'wechatpay-serial',
      'wechatpay-signature',
      'wechatpay-signature-type',
      'wechatpay-timestamp',
    ])
    const envelope = JSON.parse(n.body)
    expect(envelope).toMatchObject({
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      resource: { algorithm: 'AEAD_AES_256_GCM', original_type: 'transaction', associated_data: 'transaction' },
    })
    expect(n.body).not.toContain('VIP20261122000001') // the content travels encrypted
    expect(await sandbox.verifyNotification(n.body, n.headers)).toMatchObject({
      kind: 'payment',
      outTradeNo: 'VIP20261122000001',
      tradeState: 'SUCCESS',
      totalFen: 1990,
      payerTotalFen: 1990,
      currency: 'CNY',
      mchid: SANDBOX_MCHID,
      appid: SANDBOX_APPID,
      openid: 'o-student',
      successTime: clock,
    })
    expect(await sandbox.queryPayment('VIP20261122000001')).toMatchObject({ tradeState: 'SUCCESS', totalFen: 1990 })
  })

  it('refuses its own notifications once tampered with, stale, or shown to another sandbox', async () => {
    await sandbox.startPayment(start())
    const n = await sandbox.createPaidNotification('VIP20261122000001')
    const tampered = n.body.replace(/"ciphertext":"(.)/, (_, c) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`)
    expect((await rejection(() => sandbox.verifyNotification(tampered, n.headers))).key).toBe('PAY_SIGNATURE_INVALID')
    const resigned = { ...n.headers, 'wechatpay-timestamp': String(Number(n.headers['wechatpay-timestamp']) + 1) }
    expect((await rejection(() => sandbox.verifyNotification(n.body, resigned))).key).toBe('PAY_SIGNATURE_INVALID')
    const other = createSandboxPayProvider({ now: () => clock })
    expect((await rejection(() => other.verifyNotification(n.body, n.headers))).key).toBe('PAY_SIGNATURE_INVALID')
    later(5 * 60_000 + 1000)
    expect(await rejection(() => sandbox.verifyNotification(n.body, n.headers))).toMatchObject({
      detail: expect.stringMatching(/5 minutes/),
    })
  })

  it('re-sends the same notification (same id, same transaction) when asked again, like WeChat Pay’s retries', async () => {
    await sandbox.startPayment(start())
    const first = await sandbox.verifyNotification(...body(await sandbox.createPaidNotification('VIP20261122000001')))
    later(15_000)
    const retry = await sandbox.verifyNotification(...body(await sandbox.createPaidNotification('VIP20261122000001')))
    expect(retry).toEqual(first)
  })

  it('can announce a wrong amount, for testing that the order service refuses it', async () => {
    await sandbox.startPayment(start())
    const n = await sandbox.verifyNotification(...body(await sandbox.createPaidNotification('VIP20261122000001', 1)))
    expect(n).toMatchObject({ kind: 'payment', totalFen: 1 })
  })

  it('closes unpaid orders, refuses to pay closed or expired ones, and refuses to close paid ones', async () => {
    await sandbox.startPayment(start())
    await sandbox.closePayment('VIP20261122000001')
    await sandbox.closePayment('VIP20261122000001') // closing twice is fine
    expect((await sandbox.queryPayment('VIP20261122000001')).tradeState).toBe('CLOSED')
    expect(await rejection(() => sandbox.createPaidNotification('VIP20261122000001'))).toMatchObject({
      key: 'PAY_PROVIDER_REJECTED',
      providerCode: 'ORDER_CLOSED',
    })
    expect((await rejection(() => sandbox.startPayment(start()))).key).toBe('PAY_PROVIDER_REJECTED')

    await sandbox.startPayment(start({ outTradeNo: 'VIP20261122000002' }))
    later(30 * 60_000 + 1)
    expect((await rejection(() => sandbox.createPaidNotification('VIP20261122000002'))).key).toBe('PAY_PROVIDER_REJECTED')

    await sandbox.startPayment(start({ outTradeNo: 'VIP20261122000003', expiresAt: new Date(clock.getTime() + 60_000) }))
    await sandbox.createPaidNotification('VIP20261122000003')
    expect(await rejection(() => sandbox.closePayment('VIP20261122000003'))).toMatchObject({ providerCode: 'ORDERPAID' })
  })

  it('knows nothing of orders it never started', async () => {
    expect((await rejection(() => sandbox.queryPayment('VIP20261122999999'))).key).toBe('PAY_ORDER_NOT_FOUND')
    expect((await rejection(() => sandbox.createPaidNotification('VIP20261122999999'))).key).toBe('PAY_ORDER_NOT_FOUND')
    expect(await sandbox.getCheckout('VIP20261122999999')).toBeNull()
  })

  it('refuses to reuse an order number for another amount', async () => {
    await sandbox.startPayment(start())
    await expect(sandbox.startPayment(start())).resolves.toMatchObject({ kind: 'sandbox' })
    expect(await rejection(() => sandbox.startPayment(start({ amountFen: 2990 })))).toMatchObject({
      providerCode: 'INVALID_REQUEST',
    })
  })
})

describe('sandbox refunds', () => {
  const refund = { outTradeNo: 'VIP20261122000001', outRefundNo: 'RF20261122000001', refundFen: 990, totalFen: 1990 }

  beforeEach(async () => {
    await sandbox.startPayment(start())
    await sandbox.createPaidNotification('VIP20261122000001')
  })

  it('refunds (processing), then settles with a verified REFUND.SUCCESS notification', async () => {
    const processing = await sandbox.refund({ ...refund, notifyUrl: '/api/v1/pay/notify/sandbox-refund' })
    expect(processing).toMatchObject({ status: 'PROCESSING', refundFen: 990, totalFen: 1990, successTime: null })
    expect((await sandbox.queryPayment('VIP20261122000001')).tradeState).toBe('REFUND')
    const n = await sandbox.createRefundNotification('RF20261122000001')
    expect(n.url).toBe('/api/v1/pay/notify/sandbox-refund')
    expect(await sandbox.verifyNotification(n.body, n.headers)).toMatchObject({
      kind: 'refund',
      eventType: 'REFUND.SUCCESS',
      outTradeNo: 'VIP20261122000001',
      outRefundNo: 'RF20261122000001',
      refundId: processing.refundId,
      refundStatus: 'SUCCESS',
      refundFen: 990,
      totalFen: 1990,
      mchid: SANDBOX_MCHID,
    })
    expect(await sandbox.queryRefund('RF20261122000001')).toMatchObject({ status: 'SUCCESS', successTime: clock })
  })

  it('answers a repeated refund number with the same refund instead of refunding twice', async () => {
    const first = await sandbox.refund(refund)
    expect(await sandbox.refund(refund)).toEqual(first)
    await sandbox.refund({ ...refund, outRefundNo: 'RF20261122000002', refundFen: 1000 })
    expect(await rejection(() => sandbox.refund({ ...refund, outRefundNo: 'RF20261122000003', refundFen: 1 }))).toMatchObject({
      providerCode: 'NOT_ENOUGH',
    })
  })

  it('refuses a refund whose total is not the payment’s', async () => {
    expect(await rejection(() => sandbox.refund({ ...refund, totalFen: 2990 }))).toMatchObject({ providerCode: 'INVALID_REQUEST' })
  })

  it('refuses to settle a refund twice in different ways', async () => {
    await sandbox.refund(refund)
    await sandbox.createRefundNotification('RF20261122000001', 'ABNORMAL')
    expect((await rejection(() => sandbox.createRefundNotification('RF20261122000001', 'SUCCESS'))).key).toBe(
      'PAY_PROVIDER_REJECTED',
    )
  })
})

describe('sandbox notifications, decrypted by hand', () => {
  it('carry a resource that only the sandbox APIv3 key opens', async () => {
    await sandbox.startPayment(start())
    const n = await sandbox.createPaidNotification('VIP20261122000001')
    const wrongKey = Buffer.from('0'.repeat(32))
    expect(decryptResource(JSON.parse(n.body).resource, wrongKey)).toBeNull()
  })
})

function body(n: { body: string; headers: Record<string, string> }): [string, Record<string, string>] {
  return [n.body, n.headers]
}
