import { AppError } from '../../errors'
import { localDateTimeText } from '../../lib/time'
import type { WechatProvider } from '../wechat'
import type { PushChannel } from './types'

export interface WechatChannelOptions {
  templateId: string
  fields: [string, 'title' | 'content' | 'time'][]
  /** Zone of the `time` field (subscribe messages show it as written). */
  timeZone: string
}

// WeChat's limits per field type: thing 20 characters, others 32; longer values are refused.
const LIMIT: Record<string, number> = { thing: 20, phrase: 5, name: 10 }

/** How many characters WeChat takes in a template field, by its key (`thing2` -> 20). */
export const fieldLimit = (key: string): number => LIMIT[key.replace(/\d+$/, '')] ?? 32

function clip(key: string, value: string): string {
  const limit = fieldLimit(key)
  const chars = [...value]
  return chars.length <= limit ? value : `${chars.slice(0, limit - 1).join('')}…`
}

/** Mini-program subscribe messages: only to students who allowed the template (else skipped). */
export function wechatChannel(wechat: WechatProvider, options: WechatChannelOptions): PushChannel {
  return {
    name: 'wechat',
    async send(m) {
      if (!m.target.openid) return 'skipped'
      const source = { title: m.title, content: m.content, time: localDateTimeText(m.createdAt, options.timeZone) }
      const data = Object.fromEntries(options.fields.map(([key, from]) => [key, clip(key, source[from])]))
      try {
        await wechat.sendSubscribeMessage({
          openid: m.target.openid,
          templateId: options.templateId,
          page: m.payload.link || undefined,
          data,
          lang: m.lang,
        })
      } catch (err) {
        // One allowance is one message: once used (or never given) there is nothing to send.
        if (err instanceof AppError && (err.key === 'WECHAT_NOT_SUBSCRIBED' || err.key === 'WECHAT_USER_BLOCKED')) {
          return 'skipped'
        }
        throw err
      }
      return 'sent'
    },
  }
}
