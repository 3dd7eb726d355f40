import { createPushProvider } from '../../src/providers/push'
import { testConfig, ConfigError, loadConfig } from '../../src/config'
import { WechatApiProvider } from '../../src/providers/wechat/api'
import type { PushMessage } from '../../src/providers/push'
import { captureLog } from '../fixtures/capture-log'
import { startFakeWechat } from '../fixtures/fake-wechat'
import { sendJson, startLocalServer, type ReceivedRequest } from '../fixtures/http-server'

const message = (over: Partial<PushMessage> = {}): PushMessage => ({
  requestId: 'n_abc',
  title: '支付成功',
  content: '您已支付 ¥19.90 购买月度会员，会员有效期至 2026年12月25日，期间提问不限次数。',
  payload: { link: 'pages/order/order', notification_id: 'n_abc' },
  target: { openid: 'o-student', pushClientId: 'cid-1' },
  lang: 'zh-Hans',
  createdAt: new Date('2026-11-23T02:05:00Z'),
  ...over,
})

describe('push provider', () => {
  it('logs by default, without the texts', async () => {
    const captured = captureLog()
    const push = createPushProvider(testConfig(), null, captured.log)
    expect(await push.send(message())).toEqual({ log: 'sent' })
    expect(captured.text()).toContain('n_abc')
    expect(captured.text()).not.toContain('支付成功')
  })

  it('posts the cloud function payload (request_id, push_clientid, title, content, payload) with its secret', async () => {
    const received: ReceivedRequest[] = []
    const server = await startLocalServer((req, res) => {
      received.push(req)
      sendJson(res, 200, { ok: true })
    })
    try {
      const config = testConfig({ PUSH_PROVIDER: 'cloud', PUSH_CLOUD_URL: `${server.url}/push`, PUSH_CLOUD_SECRET: 's3cret' })
      const push = createPushProvider(config, null, captureLog().log)
      expect(await push.send(message())).toEqual({ cloud: 'sent' })
      expect(received[0].headers.authorization).toBe('Bearer s3cret')
      expect(JSON.parse(received[0].body)).toEqual({
        request_id: 'n_abc',
        push_clientid: 'cid-1',
        title: '支付成功',
        content: message().content,
        payload: { link: 'pages/order/order', notification_id: 'n_abc' },
      })
      expect(await push.send(message({ target: { openid: null, pushClientId: null } }))).toEqual({ cloud: 'skipped' })
    } finally {
      await server.close()
    }
  })

  it('reports a failing cloud function without throwing', async () => {
    const server = await startLocalServer((_req, res) => sendJson(res, 502, { error: 'down' }))
    try {
      const captured = captureLog()
      const push = createPushProvider(testConfig({ PUSH_PROVIDER: 'cloud,log', PUSH_CLOUD_URL: server.url }), null, captured.log)
      expect(await push.send(message())).toEqual({ cloud: 'failed', log: 'sent' })
      expect(captured.text()).toContain('push failed')
    } finally {
      await server.close()
    }
  })

  it('sends a WeChat subscribe message with the configured fields, clipped to WeChat’s limits', async () => {
    const app = { appId: 'wx0123456789abcdef', appSecret: 'secret' }
    const fake = await startFakeWechat(app)
    try {
      const wechat = new WechatApiProvider({ ...app, apiBase: fake.url, timeoutMs: 2000 }, captureLog().log)
      const config = testConfig({
        PUSH_PROVIDER: 'wechat',
        PUSH_WECHAT_TEMPLATE_ID: 'tpl-1',
        WECHAT_APP_ID: app.appId,
        WECHAT_APP_SECRET: app.appSecret,
      })
      const push = createPushProvider(config, wechat, captureLog().log)
      expect(await push.send(message())).toEqual({ wechat: 'skipped' })
      fake.subscribe('o-student', 'tpl-1')
      expect(await push.send(message())).toEqual({ wechat: 'sent' })
      expect(fake.messages[0]).toMatchObject({
        touser: 'o-student',
        template_id: 'tpl-1',
        page: 'pages/order/order',
        data: {
          thing1: { value: '支付成功' },
          thing2: { value: '您已支付 ¥19.90 购买月度会员，…' },
          time3: { value: '2026-11-23 10:05' },
        },
      })
    } finally {
      await fake.close()
    }
  })

  it.each([
    [{ PUSH_PROVIDER: 'sms' }, 'PUSH_PROVIDER'],
    [{ PUSH_PROVIDER: 'cloud' }, 'PUSH_CLOUD_URL'],
    [{ PUSH_PROVIDER: 'wechat' }, 'PUSH_WECHAT_TEMPLATE_ID'],
    [{ PUSH_PROVIDER: 'wechat', PUSH_WECHAT_TEMPLATE_ID: 't', WECHAT_APP_ID: 'a', WECHAT_APP_SECRET: 'b', PUSH_WECHAT_FIELDS: 'thing1' }, 'PUSH_WECHAT_FIELDS'],
  ])('refuses %j at start', (env, name) => {
    try {
      loadConfig(env)
      throw new Error('expected a ConfigError')
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as ConfigError).problems.join('\n')).toContain(name)
    }
  })
})
