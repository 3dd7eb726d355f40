import { WechatApiProvider } from '../../src/providers/wechat/api'
import { captureLog, type CapturedLog } from '../fixtures/capture-log'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'

const APP = { appId: 'wx0123456789abcdef', appSecret: 'wechat-secret' }

describe('WeChat subscribe messages against a fake WeChat', () => {
  let fake: FakeWechat
  let captured: CapturedLog
  let wechat: WechatApiProvider

  beforeEach(async () => {
    fake = await startFakeWechat(APP)
    captured = captureLog()
    wechat = new WechatApiProvider({ ...APP, apiBase: fake.url, timeoutMs: 2000 }, captured.log)
  })
  afterEach(() => fake.close())

  it('sends the template with each field wrapped as WeChat expects, the page and the language', async () => {
    fake.subscribe('o-student', 'tpl-exam')
    await wechat.sendSubscribeMessage({
      openid: 'o-student',
      templateId: 'tpl-exam',
      page: 'pages/notice/index?id=7',
      data: { thing1: 'Maths exam', time2: '2026-12-01 09:00' },
      lang: 'zh-Hant',
    })
    expect(fake.messages).toEqual([
      {
        touser: 'o-student',
        template_id: 'tpl-exam',
        page: 'pages/notice/index?id=7',
        data: { thing1: { value: 'Maths exam' }, time2: { value: '2026-12-01 09:00' } },
        lang: 'zh_TW',
      },
    ])
  })

  it('answers WECHAT_NOT_SUBSCRIBED (43101) when the student has not accepted this message', async () => {
    fake.subscribe('o-student', 'tpl-exam')
    await wechat.sendSubscribeMessage({ openid: 'o-student', templateId: 'tpl-exam', data: { thing1: 'first' } })
    // One-time subscriptions are used up by the message they allowed.
    await expect(
      wechat.sendSubscribeMessage({ openid: 'o-student', templateId: 'tpl-exam', data: { thing1: 'second' } }),
    ).rejects.toMatchObject({ key: 'WECHAT_NOT_SUBSCRIBED', status: 403 })
    expect(captured.text()).not.toContain('o-student"')
  })

  it.each([
    [40037, 'WECHAT_SEND_FAILED'],
    [47003, 'WECHAT_SEND_FAILED'],
    [45011, 'WECHAT_RATE_LIMITED'],
    [-1, 'WECHAT_BUSY'],
  ])('maps errcode %s to %s', async (errcode, key) => {
    fake.script('/cgi-bin/message/subscribe/send', { errcode, errmsg: 'scripted' })
    await expect(wechat.sendSubscribeMessage({ openid: 'o', templateId: 't', data: {} })).rejects.toMatchObject({ key })
  })

  it('renews a rejected token and sends once', async () => {
    fake.subscribe('o-student', 'tpl')
    fake.subscribe('o-student', 'tpl')
    await wechat.sendSubscribeMessage({ openid: 'o-student', templateId: 'tpl', data: { thing1: 'a' } })
    fake.invalidateTokens('revoked')
    await wechat.sendSubscribeMessage({ openid: 'o-student', templateId: 'tpl', data: { thing1: 'b' } })
    expect(fake.messages).toHaveLength(2)
    expect(fake.tokenRequests).toHaveLength(2)
  })
})
