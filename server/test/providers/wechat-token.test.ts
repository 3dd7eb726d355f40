import { WechatApiProvider } from '../../src/providers/wechat/api'
import { captureLog, type CapturedLog } from '../fixtures/capture-log'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'

const APP = { appId: 'wx0123456789abcdef', appSecret: 'wechat-secret' }
const PHONE_PATH = '/wxa/business/getuserphonenumber'

describe('WeChat access token', () => {
  let fake: FakeWechat
  let clock: number
  let wechat: WechatApiProvider
  let captured: CapturedLog
  let codes = 0

  /** A fresh getPhoneNumber code for the student, as the mini-program's button hands out. */
  const phoneCode = () => {
    const code = `phone-${++codes}`
    fake.addPhoneCode(code, { countryCode: '86', purePhoneNumber: '13800000000' })
    return code
  }
  const phoneCalls = () => fake.calls.filter((c) => c.path === PHONE_PATH)

  beforeEach(async () => {
    fake = await startFakeWechat(APP)
    clock = Date.parse('2026-11-22T08:00:00Z')
    captured = captureLog()
    wechat = new WechatApiProvider({ ...APP, apiBase: fake.url, timeoutMs: 2000, now: () => clock }, captured.log)
  })
  afterEach(() => fake.close())

  it('fetches one stable token for many calls', async () => {
    for (let i = 0; i < 5; i++) await wechat.getPhoneNumber(phoneCode())
    fake.subscribe('o1', 'tpl')
    await wechat.sendSubscribeMessage({ openid: 'o1', templateId: 'tpl', data: { thing1: 'x' } })
    expect(fake.tokenRequests).toEqual([{ forceRefresh: false }])
    expect(new Set(fake.calls.map((c) => c.token)).size).toBe(1)
  })

  it('lets concurrent callers share one token fetch', async () => {
    fake.script('/cgi-bin/stable_token', { delayMs: 150 })
    const numbers = await Promise.all(Array.from({ length: 10 }, () => wechat.getPhoneNumber(phoneCode())))
    expect(numbers.map((n) => n.phoneNumber)).toEqual(Array(10).fill('+8613800000000'))
    expect(fake.tokenRequests).toHaveLength(1)
  })

  it('renews the token shortly before it expires, not earlier', async () => {
    await wechat.getPhoneNumber(phoneCode())
    clock += 6_800_000 // 7200 s token, 400 s left: still used
    await wechat.getPhoneNumber(phoneCode())
    expect(fake.tokenRequests).toHaveLength(1)
    clock += 200_000 // 200 s left: inside the last five minutes
    await wechat.getPhoneNumber(phoneCode())
    expect(fake.tokenRequests).toHaveLength(2)
  })

  it.each([
    ['expired', 42001],
    ['revoked', 40001],
  ] as const)('when WeChat says the token is %s (%s), renews it and retries the call once', async (how, errcode) => {
    await wechat.getPhoneNumber(phoneCode())
    fake.invalidateTokens(how)
    await expect(wechat.getPhoneNumber(phoneCode())).resolves.toMatchObject({ phoneNumber: '+8613800000000' })
    expect(fake.tokenRequests).toEqual([{ forceRefresh: false }, { forceRefresh: false }])
    expect(phoneCalls()).toHaveLength(3)
    const [first, rejected, retried] = phoneCalls().map((c) => c.token)
    expect(rejected).toBe(first)
    expect(retried).not.toBe(first)
    expect(captured.entries()).toContainEqual(expect.objectContaining({ errcode, msg: expect.stringMatching(/renewing once/) }))
  })

  it('shares one renewal among concurrent callers whose token was rejected', async () => {
    await wechat.getPhoneNumber(phoneCode())
    fake.invalidateTokens('expired')
    fake.script('/cgi-bin/stable_token', { delayMs: 100 })
    await Promise.all(Array.from({ length: 6 }, () => wechat.getPhoneNumber(phoneCode())))
    expect(fake.tokenRequests).toHaveLength(2)
  })

  it('force-refreshes a token that WeChat refuses but the ordinary fetch keeps handing out', async () => {
    await wechat.getPhoneNumber(phoneCode())
    fake.breakCurrentToken()
    await expect(wechat.getPhoneNumber(phoneCode())).resolves.toMatchObject({ countryCode: '86' })
    expect(fake.tokenRequests).toEqual([{ forceRefresh: false }, { forceRefresh: false }, { forceRefresh: true }])
  })

  it('retries only once: a second rejection is a failure, not a loop', async () => {
    await wechat.getPhoneNumber(phoneCode())
    const before = phoneCalls().length
    fake.script(PHONE_PATH, { errcode: 40001, errmsg: 'invalid credential' }, { errcode: 40001, errmsg: 'invalid credential' })
    await expect(wechat.getPhoneNumber(phoneCode())).rejects.toMatchObject({ key: 'WECHAT_LOGIN_FAILED' })
    expect(phoneCalls().length - before).toBe(2)
  })

  it('does not keep a failed token fetch: the next call asks again', async () => {
    fake.script('/cgi-bin/stable_token', { errcode: -1, errmsg: 'system error' })
    await expect(wechat.getPhoneNumber(phoneCode())).rejects.toMatchObject({ key: 'WECHAT_BUSY' })
    await expect(wechat.getPhoneNumber(phoneCode())).resolves.toMatchObject({ countryCode: '86' })
    expect(fake.tokenRequests).toHaveLength(1) // the scripted failure is answered before it is counted
  })

  it('does not use the token for code2Session, which signs in with the app secret', async () => {
    fake.addLoginCode('login', { openid: 'o1', sessionKey: 'sk' })
    await wechat.code2Session('login')
    expect(fake.tokenRequests).toEqual([])
  })
})
