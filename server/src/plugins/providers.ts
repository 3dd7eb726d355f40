import fp from 'fastify-plugin'
import { createPayProvider, type ConfiguredPayProvider } from '../providers/pay'
import { createPushProvider, type PushProvider } from '../providers/push'
import { createSmsProvider, type SmsProvider } from '../providers/sms'
import { createStorage, type FileStorage } from '../providers/storage'
import { createWechatProvider, type WechatProvider } from '../providers/wechat'
import type { App } from '../types'

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider
    /** null when WeChat is not configured: routes answer WECHAT_NOT_CONFIGURED via requireWechat(). */
    wechat: WechatProvider | null
    /** Who takes the money: the sandbox (default) or WeChat Pay. */
    pay: ConfiguredPayProvider
    /** Notifications to phones: the server log by default. */
    push: PushProvider
    /** Uploaded files (avatars, question photos, feedback screenshots). */
    storage: FileStorage
  }
}

/**
 * The outside services the modules call, chosen by configuration once per app. Tests point the
 * real providers at local fakes through the same configuration (ALIYUN_SMS_ENDPOINT, WECHAT_API_BASE...).
 */
export default fp(async function providers(app: App) {
  app.decorate('sms', createSmsProvider(app.config, app.log.child({ provider: 'sms' })))
  const wechat = createWechatProvider(app.config, app.log.child({ provider: 'wechat' }))
  app.decorate('wechat', wechat)
  const pay = createPayProvider(app.config, { db: app.db })
  app.decorate<ConfiguredPayProvider>('pay', pay)
  // The sandbox's keys are made once, at start, not by whichever request first needs them.
  if (pay.name === 'sandbox') app.addHook('onReady', () => pay.prepare())
  app.decorate('push', createPushProvider(app.config, wechat, app.log.child({ provider: 'push' })))
  const storage = await createStorage(app.config)
  app.decorate('storage', storage)
  app.addHook('onClose', async () => storage.close?.())
})
