import { TencentSmsProvider, type TencentSmsOptions } from '../../src/providers/sms/tencent'
import { captureLog, type CapturedLog } from '../fixtures/capture-log'
import { startFakeTencentSms, type FakeSmsServer } from '../fixtures/fake-sms'

const CREDS = { secretId: 'AKIDtestSecretId', secretKey: 'tencent-secret-never-logged', sdkAppId: '1400006666' }
const SEND = { phone: '+8613800000000', code: '482913', lang: 'en' as const, ttlMinutes: 5 }

describe('Tencent Cloud SMS provider against a fake SendSms', () => {
  let fake: FakeSmsServer
  let captured: CapturedLog
  const provider = (overrides: Partial<TencentSmsOptions> = {}) =>
    new TencentSmsProvider(
      {
        ...CREDS,
        signName: '学习助手',
        templateId: '1110',
        templateParams: 'code',
        region: 'ap-guangzhou',
        endpoint: fake.url,
        timeoutMs: 2000,
        ...overrides,
      },
      captured.log,
    )

  beforeEach(async () => {
    fake = await startFakeTencentSms(CREDS)
    captured = captureLog()
  })
  afterEach(() => fake.close())

  it('delivers the code, signed as the service checks it', async () => {
    await provider().sendCode(SEND)
    expect(fake.refused).toEqual([])
    expect(fake.sent).toEqual([
      { phone: '+8613800000000', code: '482913', signName: '学习助手', template: '1110', templateParams: ['482913'] },
    ])
  })

  it('adds the minutes of validity when the template has a second variable', async () => {
    await provider({ templateParams: 'code,minutes' }).sendCode({ ...SEND, ttlMinutes: 10 })
    expect(fake.sent[0].templateParams).toEqual(['482913', '10'])
  })

  it('reports a wrong SecretKey as SMS_SEND_FAILED with the service code in the log', async () => {
    await expect(provider({ secretKey: 'wrong' }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    expect(fake.refused).toEqual(['AuthFailure.SignatureFailure'])
    expect(captured.entries()).toContainEqual(expect.objectContaining({ level: 50, code: 'AuthFailure.SignatureFailure' }))
  })

  it('reports an unknown SdkAppId as SMS_SEND_FAILED', async () => {
    await expect(provider({ sdkAppId: '1400000000' }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    expect(fake.refused).toEqual(['InvalidParameterValue.SdkAppIdNotExist'])
  })

  it.each([
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'SMS_PROVIDER_LIMITED'],
    ['LimitExceeded.PhoneNumberOneHourLimit', 'SMS_PROVIDER_LIMITED'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'SMS_PROVIDER_LIMITED'],
    ['LimitExceeded.DeliveryFrequencyLimit', 'SMS_PROVIDER_LIMITED'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'PHONE_INVALID'],
    ['FailedOperation.PhoneNumberInBlacklist', 'SMS_PHONE_UNREACHABLE'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'SMS_SEND_FAILED'],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'SMS_SEND_FAILED'],
    ['LimitExceeded.AppDailyLimit', 'SMS_SEND_FAILED'],
  ])('maps the per-number status %s to %s', async (code, key) => {
    fake.script({ code })
    await expect(provider().sendCode(SEND)).rejects.toMatchObject({ key })
    expect(fake.sent).toEqual([])
  })

  it.each([
    ['InvalidParameterValue.IncorrectPhoneNumber', 'PHONE_INVALID'],
    ['RequestLimitExceeded', 'SMS_SEND_FAILED'],
    ['InternalError', 'SMS_SEND_FAILED'],
  ])('maps the refused request %s to %s', async (code, key) => {
    fake.script({ code, requestLevel: true })
    await expect(provider().sendCode(SEND)).rejects.toMatchObject({ key })
  })

  it('gives up after its time-out', async () => {
    fake.script({ delayMs: 2000 })
    const started = Date.now()
    await expect(provider({ timeoutMs: 200 }).sendCode(SEND)).rejects.toMatchObject({ key: 'SMS_SEND_FAILED' })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(captured.entries()).toContainEqual(expect.objectContaining({ failure: 'timeout' }))
  })

  it('never writes the secret, the code or the full number to the log', async () => {
    await provider().sendCode(SEND)
    fake.script({ code: 'LimitExceeded.PhoneNumberDailyLimit' })
    await provider().sendCode(SEND).catch(() => {})
    const text = captured.text()
    expect(text).toContain('+86138****0000')
    for (const secret of [CREDS.secretKey, '13800000000', SEND.code]) expect(text).not.toContain(secret)
  })
})
