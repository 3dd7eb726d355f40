import { AppError } from '../../src/errors'
import { AliyunSmsProvider, type AliyunSmsOptions } from '../../src/providers/sms/aliyun'
import { captureLog, type CapturedLog } from '../fixtures/capture-log'
import { startFakeAliyunSms, type FakeSmsServer } from '../fixtures/fake-sms'
import { startLocalServer } from '../fixtures/http-server'

const CREDS = { accessKeyId: 'LTAI5tTestKeyId', accessKeySecret: 'aliyun-secret-never-logged' }
const SEND = { phone: '+8613800000000', code: '482913', lang: 'zh-Hans' as const, ttlMinutes: 5 }

describe('Aliyun SMS provider against a fake Dysmsapi', () => {
  let fake: FakeSmsServer
  let captured: CapturedLog
  const provider = (overrides: Partial<AliyunSmsOptions> = {}) =>
    new AliyunSmsProvider(
      { ...CREDS, signName: '学习助手', templateCode: 'SMS_100000001', endpoint: fake.url, timeoutMs: 2000, ...overrides },
      captured.log,
    )

  beforeEach(async () => {
    fake = await startFakeAliyunSms(CREDS)
    captured = captureLog()
  })
  afterEach(() => fake.close())

  it('delivers the code with the sign name and template, signed as the service checks it', async () => {
    await provider().sendCode(SEND)
    expect(fake.refused).toEqual([])
    expect(fake.sent).toEqual([
      { phone: '+8613800000000', code: '482913', signName: '学习助手', template: 'SMS_100000001', templateParams: { code: '482913' } },
    ])
    expect(fake.lastCodeFor('+8613800000000')).toBe('482913')
  })

  it('signs each request with a fresh nonce, so a second code is accepted too', async () => {
    await provider().sendCode(SEND)
    await provider().sendCode({ ...SEND, code: '000111' })
    expect(fake.sent.map((m) => m.code)).toEqual(['482913', '000111'])
  })

  it('sends a number outside the mainland as country code and number', async () => {
    await provider().sendCode({ ...SEND, phone: '+85291234567' })
    expect(fake.sent[0].phone).toBe('+85291234567')
  })

  it('refuses a number that is not E.164 before calling the service', async () => {
    await expect(provider().sendCode({ ...SEND, phone: '13800000000' })).rejects.toMatchObject({ key: 'PHONE_INVALID' })
    expect(fake.sent).toEqual([])
    expect(fake.refused).toEqual([])
  })

  it('reports a wrong AccessKey secret as SMS_SEND_FAILED and logs the service code for the operator', async () => {
    const error = await provider({ accessKeySecret: 'wrong' }).sendCode(SEND).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ key: 'SMS_SEND_FAILED', status: 503, code: 503001 })
    expect(fake.refused).toEqual(['SignatureDoesNotMatch'])
    expect(captured.entries()).toContainEqual(
      expect.objectContaining({ level: 50, code: 'SignatureDoesNotMatch', msg: 'Aliyun SMS refused the message' }),
    )
  })

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'SMS_PROVIDER_LIMITED', 429],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'PHONE_INVALID', 400],
    ['isv.AMOUNT_NOT_ENOUGH', 'SMS_SEND_FAILED', 503],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'SMS_SEND_FAILED', 503],
    ['isv.SMS_SIGNATURE_ILLEGAL', 'SMS_SEND_FAILED', 503],
    ['isv.DAY_LIMIT_CONTROL', 'SMS_SEND_FAILED', 503],
    ['isp.SYSTEM_ERROR', 'SMS_SEND_FAILED', 503],
    ['constructor', 'SMS_SEND_FAILED', 503],
  ])('maps %s to %s', async (serviceCode, key, status) => {
    fake.script({ code: serviceCode, message: 'fake reason' })
    await expect(provider().sendCode(SEND)).rejects.toMatchObject({ key, status })
    expect(captured.entries()).toContainEqual(expect.objectContaining({ code: serviceCode, message: 'fake reason' }))
  })

  it('gives up after its time-out instead of keeping the student waiting', async () => {
    fake.script({ delayMs: 2000 })
    const started = Date.now()
    await expect(provider({ timeoutMs: 200 }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(captured.entries()).toContainEqual(expect.objectContaining({ level: 40, failure: 'timeout' }))
  })

  it('reports an unreachable service as SMS_SEND_FAILED', async () => {
    const url = fake.url
    await fake.close()
    await expect(provider({ endpoint: url }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    expect(captured.entries()).toContainEqual(expect.objectContaining({ failure: 'network' }))
  })

  it('reports a gateway error page instead of JSON as SMS_SEND_FAILED', async () => {
    const gateway = await startLocalServer((_req, res) => void res.writeHead(502).end('<html>Bad Gateway</html>'))
    try {
      await expect(provider({ endpoint: gateway.url }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    } finally {
      await gateway.close()
    }
    expect(captured.entries()).toContainEqual(expect.objectContaining({ failure: 'not-json (HTTP 502)' }))
  })

  it('never writes the secret, the code or the full number to the log', async () => {
    await provider().sendCode(SEND)
    fake.script({ code: 'isv.BUSINESS_LIMIT_CONTROL' })
    await provider().sendCode(SEND).catch(() => {})
    await provider({ accessKeySecret: 'wrong-secret-also-private' }).sendCode(SEND).catch(() => {})
    const text = captured.text()
    expect(text).toContain('+86138****0000')
    for (const secret of [CREDS.accessKeySecret, 'wrong-secret-also-private', '13800000000', SEND.code]) {
      expect(text).not.toContain(secret)
    }
  })
})
