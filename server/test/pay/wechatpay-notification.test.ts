import { PayError } from '../../src/providers/pay/pay-error'
import { verifyWechatNotification, type NotificationVerifier } from '../../src/providers/pay/wechatpay/notification'
import {
  rsaKeyPair,
  TEST_APIV3_KEY,
  TEST_APPID,
  TEST_MCHID,
  TEST_PLATFORM_SERIAL,
  TEST_PUBLIC_KEY_ID,
  wechatPayTestKeys,
} from '../fixtures/wechatpay-keys'
import {
  handNotification,
  paidTransaction,
  refundResult,
  type HandNotificationOptions,
} from '../fixtures/wechatpay-notifications'

const keys = wechatPayTestKeys()
const T = 1_795_356_600 // the notification's Wechatpay-Timestamp, in seconds
const atSeconds = (s: number) => new Date(s * 1000)

function verifierAt(now: Date, extra: Partial<NotificationVerifier> = {}): NotificationVerifier {
  return {
    keys: [{ id: TEST_PLATFORM_SERIAL, key: keys.platform.publicKey }],
    apiV3Key: Buffer.from(TEST_APIV3_KEY),
    mchid: TEST_MCHID,
    appid: TEST_APPID,
    now: () => now,
    ...extra,
  }
}

function notification(o: Partial<HandNotificationOptions> = {}) {
  return handNotification({ platformKey: keys.platform.privateKey, timestamp: T, ...o })
}

function failure(fn: () => unknown): PayError {
  try {
    fn()
  } catch (err) {
    if (err instanceof PayError) return err
    throw err
  }
  throw new Error('expected a PayError')
}

describe('WeChat Pay notification: accepted', () => {
  it('verifies, decrypts and returns a payment', () => {
    const { body, headers } = notification()
    expect(verifyWechatNotification(body, headers, verifierAt(atSeconds(T)))).toEqual({
      kind: 'payment',
      notificationId: 'EV-2018022511223320873',
      eventType: 'TRANSACTION.SUCCESS',
      createTime: new Date('2026-11-22T14:10:01Z'),
      outTradeNo: 'VIP20261122000001',
      transactionId: '4200001234202611221234567890',
      tradeState: 'SUCCESS',
      totalFen: 1990,
      payerTotalFen: 1990,
      currency: 'CNY',
      mchid: TEST_MCHID,
      appid: TEST_APPID,
      successTime: new Date('2026-11-22T14:10:00Z'),
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    })
  })

  it('verifies and returns a refund (refund notifications carry no appid)', () => {
    const { body, headers } = notification({ eventType: 'REFUND.SUCCESS' })
    expect(verifyWechatNotification(body, headers, verifierAt(atSeconds(T)))).toMatchObject({
      kind: 'refund',
      eventType: 'REFUND.SUCCESS',
      outTradeNo: 'VIP20261122000001',
      outRefundNo: 'RF20261122000001',
      refundId: '50200207182018070300011301001',
      refundStatus: 'SUCCESS',
      totalFen: 1990,
      refundFen: 990,
      payerRefundFen: 990,
      mchid: TEST_MCHID,
    })
  })

  it('verifies a replayed notification again, identically (making it count once is the order service’s job)', () => {
    const { body, headers } = notification()
    const first = verifyWechatNotification(body, headers, verifierAt(atSeconds(T)))
    const again = verifyWechatNotification(body, { ...headers }, verifierAt(atSeconds(T + 60)))
    expect(again).toEqual(first)
  })

  it('accepts a Buffer body and header names in any case', () => {
    const { body, headers } = notification()
    const titleCase = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)(\w)/g, (_, d, c) => d + c.toUpperCase()), v]),
    )
    expect(verifyWechatNotification(Buffer.from(body), titleCase, verifierAt(atSeconds(T))).kind).toBe('payment')
  })

  it.each([
    ['exactly 5 minutes later', T + 300],
    ['exactly 5 minutes earlier', T - 300],
  ])('accepts a timestamp %s', (_, nowSeconds) => {
    const { body, headers } = notification()
    expect(verifyWechatNotification(body, headers, verifierAt(atSeconds(nowSeconds))).kind).toBe('payment')
  })

  it('accepts the wechatpay public key (PUB_KEY_ID_…) next to a platform certificate, as during a switch', () => {
    const publicKeyPair = rsaKeyPair()
    const verifier = verifierAt(atSeconds(T), {
      keys: [
        { id: TEST_PLATFORM_SERIAL, key: keys.platform.publicKey },
        { id: TEST_PUBLIC_KEY_ID, key: publicKeyPair.publicKey },
      ],
    })
    const byPublicKey = notification({ platformKey: publicKeyPair.privateKey, serial: TEST_PUBLIC_KEY_ID })
    const byCertificate = notification()
    expect(verifyWechatNotification(byPublicKey.body, byPublicKey.headers, verifier).kind).toBe('payment')
    expect(verifyWechatNotification(byCertificate.body, byCertificate.headers, verifier).kind).toBe('payment')
  })
})

describe('WeChat Pay notification: refused signatures', () => {
  const now = verifierAt(atSeconds(T))

  it('refuses a tampered body', () => {
    const { body, headers } = notification()
    const tampered = body.replace('支付成功', '支付成功 ')
    expect(failure(() => verifyWechatNotification(tampered, headers, now)).key).toBe('PAY_SIGNATURE_INVALID')
  })

  it('refuses a body re-serialised from parsed JSON (different bytes)', () => {
    const { body, headers } = notification()
    const reserialised = JSON.stringify(JSON.parse(body), null, 1)
    expect(failure(() => verifyWechatNotification(reserialised, headers, now)).key).toBe('PAY_SIGNATURE_INVALID')
    expect(failure(() => verifyWechatNotification(JSON.parse(body), headers, now)).key).toBe('PAY_SIGNATURE_INVALID')
  })

  it('refuses a serial we do not hold', () => {
    const { body, headers } = notification({ serial: '7132D72A03E93CDDF8C03BBD1F37EEDF843B5C3A' })
    expect(failure(() => verifyWechatNotification(body, headers, now)).detail).toMatch(/unknown Wechatpay-Serial/)
  })

  it('refuses a notification signed by another key under our serial', () => {
    const { body, headers } = notification({ platformKey: rsaKeyPair().privateKey })
    expect(failure(() => verifyWechatNotification(body, headers, now)).detail).toMatch(/does not verify/)
  })

  it.each([
    ['5 minutes and 1 second late', T + 301],
    ['5 minutes and 1 second early', T - 301],
    ['an hour late', T + 3600],
  ])('refuses a timestamp %s', (_, nowSeconds) => {
    const { body, headers } = notification()
    const err = failure(() => verifyWechatNotification(body, headers, verifierAt(atSeconds(nowSeconds))))
    expect(err.key).toBe('PAY_SIGNATURE_INVALID')
    expect(err.detail).toMatch(/5 minutes/)
  })

  it('refuses one millisecond past the 5-minute boundary', () => {
    const { body, headers } = notification()
    const err = failure(() => verifyWechatNotification(body, headers, verifierAt(new Date(T * 1000 + 300_001))))
    expect(err.detail).toMatch(/5 minutes/)
  })

  it.each(['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial'])(
    'refuses a notification without %s',
    (name) => {
      const { body, headers } = notification()
      delete headers[name]
      expect(failure(() => verifyWechatNotification(body, headers, now)).detail).toMatch(/missing/)
    },
  )

  it('refuses repeated signature headers, another signature type, a malformed timestamp and WeChat’s SIGNTEST probe', () => {
    const { body, headers } = notification()
    const cases = [
      { ...headers, 'wechatpay-signature': [headers['wechatpay-signature'], headers['wechatpay-signature']] },
      { ...headers, 'wechatpay-signature-type': 'WECHATPAY2-SM2-WITH-SM3' },
      { ...headers, 'wechatpay-timestamp': `${T}.5` },
      { ...headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${headers['wechatpay-signature']}` },
    ]
    for (const h of cases) expect(failure(() => verifyWechatNotification(body, h, now)).key).toBe('PAY_SIGNATURE_INVALID')
  })
})

describe('WeChat Pay notification: refused content behind a valid signature', () => {
  const now = verifierAt(atSeconds(T))
  const flipByte = (b64: string, index: number) => {
    const bytes = Buffer.from(b64, 'base64')
    bytes[(index + bytes.length) % bytes.length] ^= 0x01
    return bytes.toString('base64')
  }
  const truncate = (b64: string) => Buffer.from(b64, 'base64').subarray(0, -1).toString('base64')

  it.each([
    ['a flipped ciphertext byte', (e: any) => (e.resource.ciphertext = flipByte(e.resource.ciphertext, 3))],
    ['a flipped tag byte', (e: any) => (e.resource.ciphertext = flipByte(e.resource.ciphertext, -1))],
    ['a truncated tag', (e: any) => (e.resource.ciphertext = truncate(e.resource.ciphertext))],
    ['changed associated_data', (e: any) => (e.resource.associated_data = 'refund')],
    ['another nonce', (e: any) => (e.resource.nonce = '000000000000')],
    ['another algorithm', (e: any) => (e.resource.algorithm = 'AEAD_SM4_GCM')],
    ['no resource', (e: any) => delete e.resource],
  ])('refuses %s', (_, edit) => {
    const { body, headers } = notification({ editEnvelope: edit })
    expect(failure(() => verifyWechatNotification(body, headers, now)).key).toBe('PAY_NOTIFICATION_INVALID')
  })

  it('refuses a resource encrypted with another APIv3 key', () => {
    const { body, headers } = notification({ apiV3Key: 'ffffffffffffffffffffffffffffffff' })
    expect(failure(() => verifyWechatNotification(body, headers, now)).detail).toMatch(/decrypt/)
  })

  it.each([
    ['another mchid', paidTransaction({ mchid: '1900000999' }), /mchid/],
    ['another appid', paidTransaction({ appid: 'wx0000000000000000' }), /appid/],
    ['a fractional amount', paidTransaction({ amount: { total: 19.9, payer_total: 19.9, currency: 'CNY' } }), /amount\.total/],
    ['an amount as a string', paidTransaction({ amount: { total: '1990', payer_total: 1990, currency: 'CNY' } }), /amount\.total/],
    ['a zero amount', paidTransaction({ amount: { total: 0, payer_total: 0, currency: 'CNY' } }), /amount\.total/],
    ['an unknown trade state', paidTransaction({ trade_state: 'PAID' }), /trade_state/],
    ['a trade state that contradicts TRANSACTION.SUCCESS', paidTransaction({ trade_state: 'REFUND' }), /trade_state REFUND/],
    ['no out_trade_no', paidTransaction({ out_trade_no: undefined }), /out_trade_no/],
  ])('refuses a payment with %s', (_, content, detail) => {
    const { body, headers } = notification({ content })
    const err = failure(() => verifyWechatNotification(body, headers, now))
    expect(err.key).toBe('PAY_NOTIFICATION_INVALID')
    expect(err.detail).toMatch(detail)
  })

  it('refuses a refund for another merchant, and an unknown event type', () => {
    const refund = notification({ eventType: 'REFUND.SUCCESS', content: refundResult({ mchid: '1900000999' }) })
    expect(failure(() => verifyWechatNotification(refund.body, refund.headers, now)).detail).toMatch(/mchid/)
    const other = notification({ eventType: 'PROFITSHARING.SUCCESS' })
    expect(failure(() => verifyWechatNotification(other.body, other.headers, now)).detail).toMatch(/event_type/)
  })

  it('hides the provider’s detail from the student but keeps it for the log', () => {
    const { body, headers } = notification({ content: paidTransaction({ mchid: '1900000999' }) })
    const err = failure(() => verifyWechatNotification(body, headers, now))
    expect(err.messageIn('en')).toBe('The payment notification could not be read')
    expect(err.message).toMatch(/mchid 1900000999/)
    expect(err.status).toBe(400)
  })
})
