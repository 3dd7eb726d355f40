import { createTestApp, type TestContext } from '../helpers'
import { startFakeAliyunSms } from '../fixtures/fake-sms'
import { startFakeWechat } from '../fixtures/fake-wechat'
import { lastSmsCode } from '../fixtures/sms-codes'

describe('providers on the app', () => {
  let ctx: TestContext | undefined
  afterEach(async () => {
    await ctx?.close()
    ctx = undefined
  })

  it('gives a default app the console SMS provider and no WeChat', async () => {
    ctx = await createTestApp()
    expect(ctx.app.sms.name).toBe('console')
    expect(ctx.app.wechat).toBeNull()
    await ctx.app.sms.sendCode({ phone: '+8613900000000', code: '246810', lang: 'en', ttlMinutes: 5 })
    expect(lastSmsCode(ctx.app, '+8613900000000')).toBe('246810')
    expect(() => lastSmsCode(ctx!.app, '+8613900000001')).toThrow(/no SMS code/)
  })

  it('points the real providers at local fakes through configuration alone', async () => {
    const aliyun = await startFakeAliyunSms({ accessKeyId: 'id', accessKeySecret: 'secret' })
    const wechat = await startFakeWechat({ appId: 'wx-test', appSecret: 'wx-secret' })
    try {
      ctx = await createTestApp({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '学习助手',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_ENDPOINT: aliyun.url,
        WECHAT_APP_ID: 'wx-test',
        WECHAT_APP_SECRET: 'wx-secret',
        WECHAT_API_BASE: wechat.url,
      })
      await ctx.app.sms.sendCode({ phone: '+8613900000000', code: '135790', lang: 'zh-Hans', ttlMinutes: 5 })
      expect(aliyun.lastCodeFor('+8613900000000')).toBe('135790')
      expect(() => lastSmsCode(ctx!.app, '+8613900000000')).toThrow(/SMS_PROVIDER=console/)

      wechat.addPhoneCode('tap-1', { countryCode: '86', purePhoneNumber: '13900000000' })
      await expect(ctx.app.wechat!.getPhoneNumber('tap-1')).resolves.toMatchObject({ phoneNumber: '+8613900000000' })
    } finally {
      await aliyun.close()
      await wechat.close()
    }
  })
})
