import type { Config } from '../../config'
import { describeFailure } from '../http'
import type { ProviderLog } from '../provider-log'
import type { WechatProvider } from '../wechat'
import { cloudChannel } from './cloud-channel'
import { logChannel } from './log-channel'
import { parseWechatFields, pushProviderNames } from './push.env'
import type { PushChannel, PushOutcome, PushProvider } from './types'
import { wechatChannel } from './wechat-channel'

export type { PushMessage, PushProvider, PushOutcome, PushChannel } from './types'

type PushConfig = Pick<
  Config,
  'PUSH_PROVIDER' | 'PUSH_WECHAT_TEMPLATE_ID' | 'PUSH_WECHAT_FIELDS' | 'PUSH_CLOUD_URL' | 'PUSH_CLOUD_SECRET' | 'PUSH_TIMEOUT_MS'
>

export function pushFromChannels(channels: PushChannel[], log: ProviderLog): PushProvider {
  return {
    channels: channels.map((c) => c.name),
    async send(message) {
      const results: Record<string, PushOutcome | 'failed'> = {}
      await Promise.all(
        channels.map(async (channel) => {
          try {
            results[channel.name] = await channel.send(message)
          } catch (err) {
            results[channel.name] = 'failed'
            log.warn({ push: channel.name, requestId: message.requestId, err: describeFailure(err) }, 'push failed')
          }
        }),
      )
      return results
    },
  }
}

/** The channels PUSH_PROVIDER names (config checks made sure each has what it needs). */
export function createPushProvider(config: PushConfig, wechat: WechatProvider | null, log: ProviderLog): PushProvider {
  const channels: PushChannel[] = []
  for (const name of pushProviderNames(config.PUSH_PROVIDER)) {
    if (name === 'log') channels.push(logChannel(log))
    if (name === 'cloud') {
      channels.push(cloudChannel({ url: config.PUSH_CLOUD_URL, secret: config.PUSH_CLOUD_SECRET, timeoutMs: config.PUSH_TIMEOUT_MS }))
    }
    if (name === 'wechat' && wechat) {
      const fields = parseWechatFields(config.PUSH_WECHAT_FIELDS) ?? []
      channels.push(wechatChannel(wechat, { templateId: config.PUSH_WECHAT_TEMPLATE_ID, fields, timeZone: 'Asia/Shanghai' }))
    }
  }
  return pushFromChannels(channels, log)
}
