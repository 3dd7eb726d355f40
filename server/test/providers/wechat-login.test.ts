import { WechatApiProvider, type WechatApiOptions } from '../../src/providers/wechat/api'
import { captureLog, type CapturedLog } from '../fixtures/capture-log'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'
import { sendJson, startLocalServer } from '../fixtures/http-server'

const APP = { appId: 'wx0123456789abcdef', appSecret: 'wechat-secret-never-logged' }

describe('WeChat sign-in calls against a fake WeChat', () => {
  let fake: FakeWechat
  let captured: CapturedLog
  const wechat = (overrides: Partial<WechatApiOptions> = {}) =>
    new WechatApiProvider({ ...APP, apiBase: fake.url, timeoutMs: 2000, ...overrides }, captured.log)

  beforeEach(async () => {
    fake = await startFakeWechat(APP)
    captured = captureLog()
  })
  afterEach(() => fake.close())

  describe('code2Session', () => {
    it('exchanges a wx.login code for the openid, unionid and session key', async () => {
      fake.addLoginCode('login-1', { openid: 'o-student-1', unionid: 'u-student-1', sessionKey: 'sk-1' })
      fake.addLoginCode('login-2', { openid: 'o-student-2', sessionKey: 'sk-2' })
      await expect(wechat().code2Session('login-1')).resolves.toEqual({
        openid: 'o-student-1',
        unionid: 'u-student-1',
        sessionKey: 'sk-1',
      })
      await expect(wechat().code2Session('login-2')).resolves.toEqual({ openid: 'o-student-2', sessionKey: 'sk-2' })
    })

    it('answers WECHAT_CODE_INVALID for an unknown code (40029) and a used one (40163)', async () => {
      fake.addLoginCode('login-1', { openid: 'o1', sessionKey: 'sk' })
      await expect(wechat().code2Session('nope')).rejects.toMatchObject({ key: 'WECHAT_CODE_INVALID', status: 400 })
      await wechat().code2Session('login-1')
      await expect(wechat().code2Session('login-1')).rejects.toMatchObject({ key: 'WECHAT_CODE_INVALID' })
      expect(captured.entries().map((e) => e.errcode)).toEqual([40029, 40163])
    })

    it.each([
      [45011, 'WECHAT_RATE_LIMITED', 429],
      [-1, 'WECHAT_BUSY', 503],
      [40226, 'WECHAT_USER_BLOCKED', 403],
      [40013, 'WECHAT_LOGIN_FAILED', 503],
    ])('maps errcode %s to %s', async (errcode, key, status) => {
      fake.script('/sns/jscode2session', { errcode, errmsg: 'scripted' })
      await expect(wechat().code2Session('any')).rejects.toMatchObject({ key, status })
    })

    it('reports a wrong app secret as WECHAT_LOGIN_FAILED, logged for the operator without the secret', async () => {
      await expect(wechat({ appSecret: 'wrong-secret' }).code2Session('x')).rejects.toMatchObject({ key: 'WECHAT_LOGIN_FAILED' })
      expect(captured.entries()).toContainEqual(expect.objectContaining({ level: 50, errcode: 40125, wechat: 'jscode2session' }))
      expect(captured.text()).not.toContain('wrong-secret')
    })

    it('gives up after its time-out with WECHAT_BUSY', async () => {
      fake.script('/sns/jscode2session', { delayMs: 2000 })
      const started = Date.now()
      await expect(wechat({ timeoutMs: 200 }).code2Session('x')).rejects.toMatchObject({ key: 'WECHAT_BUSY' })
      expect(Date.now() - started).toBeLessThan(1500)
      expect(captured.entries()).toContainEqual(expect.objectContaining({ failure: 'timeout' }))
    })

    it('reports an unreachable WeChat as WECHAT_BUSY', async () => {
      const url = fake.url
      await fake.close()
      await expect(wechat({ apiBase: url }).code2Session('x')).rejects.toMatchObject({ key: 'WECHAT_BUSY' })
    })
  })

  it.each([
    ['an error page', 502, '<html>Bad Gateway</html>'],
    ['a 5xx with JSON', 503, null],
  ])('reports %s from WeChat as WECHAT_BUSY', async (_what, status, html) => {
    const gateway = await startLocalServer((_req, res) =>
      html ? void res.writeHead(status).end(html) : sendJson(res, status, { errcode: 0 }),
    )
    try {
      await expect(wechat({ apiBase: gateway.url }).code2Session('x')).rejects.toMatchObject({ key: 'WECHAT_BUSY' })
    } finally {
      await gateway.close()
    }
  })

  describe('getPhoneNumber', () => {
    it('exchanges the button code for the number in E.164', async () => {
      fake.addPhoneCode('phone-1', { countryCode: '86', purePhoneNumber: '13800000000' })
      fake.addPhoneCode('phone-2', { countryCode: '852', purePhoneNumber: '91234567' })
      await expect(wechat().getPhoneNumber('phone-1')).resolves.toEqual({
        phoneNumber: '+8613800000000',
        purePhoneNumber: '13800000000',
        countryCode: '86',
      })
      await expect(wechat().getPhoneNumber('phone-2')).resolves.toMatchObject({ phoneNumber: '+85291234567', countryCode: '852' })
    })

    it('answers WECHAT_CODE_INVALID for a code used twice', async () => {
      fake.addPhoneCode('phone-1', { countryCode: '86', purePhoneNumber: '13800000000' })
      const provider = wechat()
      await provider.getPhoneNumber('phone-1')
      await expect(provider.getPhoneNumber('phone-1')).rejects.toMatchObject({ key: 'WECHAT_CODE_INVALID' })
    })

    it.each([
      [45011, 'WECHAT_RATE_LIMITED'],
      [-1, 'WECHAT_BUSY'],
      [40013, 'WECHAT_LOGIN_FAILED'],
    ])('maps errcode %s to %s', async (errcode, key) => {
      fake.script('/wxa/business/getuserphonenumber', { errcode, errmsg: 'scripted' })
      await expect(wechat().getPhoneNumber('x')).rejects.toMatchObject({ key })
    })

    it('reports a refused access token request (IP not on the whitelist) as WECHAT_LOGIN_FAILED', async () => {
      fake.script('/cgi-bin/stable_token', { errcode: 40164, errmsg: 'invalid ip, not in whitelist' })
      await expect(wechat().getPhoneNumber('x')).rejects.toMatchObject({ key: 'WECHAT_LOGIN_FAILED' })
      expect(captured.entries()).toContainEqual(expect.objectContaining({ level: 50, errcode: 40164 }))
    })

    it('rejects an answer without a usable number as WECHAT_LOGIN_FAILED', async () => {
      fake.addPhoneCode('phone-1', { countryCode: '86', purePhoneNumber: '' })
      await expect(wechat().getPhoneNumber('phone-1')).rejects.toMatchObject({ key: 'WECHAT_LOGIN_FAILED' })
    })
  })

  it('never writes the app secret, tokens, session keys or full numbers to the log', async () => {
    fake.addLoginCode('login-1', { openid: 'o-student-1', sessionKey: 'session-key-private' })
    fake.addPhoneCode('phone-1', { countryCode: '86', purePhoneNumber: '13800000000' })
    const provider = wechat()
    await provider.code2Session('login-1')
    await provider.getPhoneNumber('phone-1')
    fake.invalidateTokens('expired')
    await provider.getPhoneNumber('phone-1').catch(() => {})
    await provider.code2Session('login-1').catch(() => {})
    const text = captured.text()
    for (const secret of [APP.appSecret, 'session-key-private', '13800000000', 'fake-token-']) expect(text).not.toContain(secret)
  })
})
