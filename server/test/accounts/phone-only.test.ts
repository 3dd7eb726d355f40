import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'
import { newPhone, signInByPhone } from './sign-in'

const APP = { appId: 'wx0123456789abcdef', appSecret: 'wechat-secret-never-logged' }

describe(`one-tap phone sign-in in the mini-program (${TEST_DIALECT})`, () => {
  let fake: FakeWechat
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeWechat(APP)
    ctx = await createTestApp({ WECHAT_APP_ID: APP.appId, WECHAT_APP_SECRET: APP.appSecret, WECHAT_API_BASE: fake.url })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const phoneOnly = (payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/phone-only', headers: { platform: 'weapp', 'accept-language': 'en' }, payload })

  it('exchanges the button code for the phone with WeChat, creates the account and links the openid', async () => {
    const phone = newPhone()
    fake.addPhoneCode('phone-code-1', { countryCode: '86', purePhoneNumber: phone.national })
    fake.addLoginCode('login-code-1', { openid: 'o-student-1', sessionKey: 'sk-1' })
    const res = await phoneOnly({ phone_code: 'phone-code-1', wx_code: 'login-code-1' })
    expect(res.statusCode).toBe(200)
    const { user, is_new_user } = res.json().data
    expect(is_new_user).toBe(true)
    const row = await ctx.app.db.selectFrom('users').select(['phone', 'wechat_openid']).where('id', '=', user.uid).executeTakeFirstOrThrow()
    expect(row).toEqual({ phone: phone.e164, wechat_openid: 'o-student-1' })
    const session = await ctx.app.db.selectFrom('sessions').select('platform').where('user_id', '=', user.uid).executeTakeFirstOrThrow()
    expect(session.platform).toBe('weapp')
  })

  it('signs an existing phone account in, the same account as its SMS sign-in', async () => {
    const sms = await signInByPhone(ctx.app)
    fake.addPhoneCode('phone-code-2', { countryCode: '86', purePhoneNumber: sms.phone.national })
    const res = await phoneOnly({ phone_code: 'phone-code-2' })
    expect(res.json().data).toMatchObject({ is_new_user: false, user: { uid: sms.user.uid } })
  })

  it('moves an openid to the account that now proves the phone', async () => {
    const first = newPhone()
    const second = newPhone()
    fake.addPhoneCode('p-a', { countryCode: '86', purePhoneNumber: first.national })
    fake.addPhoneCode('p-b', { countryCode: '86', purePhoneNumber: second.national })
    fake.addLoginCode('l-a', { openid: 'o-shared', sessionKey: 'sk' })
    fake.addLoginCode('l-b', { openid: 'o-shared', sessionKey: 'sk' })
    const a = (await phoneOnly({ phone_code: 'p-a', wx_code: 'l-a' })).json().data.user.uid
    const b = (await phoneOnly({ phone_code: 'p-b', wx_code: 'l-b' })).json().data.user.uid
    const rows = await ctx.app.db.selectFrom('users').select(['id', 'wechat_openid']).where('id', 'in', [a, b]).execute()
    expect(Object.fromEntries(rows.map((r) => [r.id, r.wechat_openid]))).toEqual({ [a]: null, [b]: 'o-shared' })
  })

  it('answers a used or unknown button code with 400021 and creates nothing', async () => {
    const before = await ctx.app.db.selectFrom('users').select('id').execute()
    const res = await phoneOnly({ phone_code: 'never-issued' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(400021)
    expect(await ctx.app.db.selectFrom('users').select('id').execute()).toHaveLength(before.length)
  })

  it('still signs in by SMS when the optional wx.login code is bad', async () => {
    const phone = newPhone()
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: phone.national } })
    const { lastSmsCode } = await import('../fixtures/sms-codes')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login/phone-code',
      headers: { platform: 'weapp' },
      payload: { phone: phone.national, sms_code: lastSmsCode(ctx.app, phone.e164), wx_code: 'bogus' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('answers 503002 when WeChat is not configured (H5 offers SMS instead)', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/v1/user/login/phone-only', headers: { 'accept-language': 'en' }, payload: { phone_code: 'x' } })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe(503002)
    } finally {
      await plain.close()
    }
  })
})
