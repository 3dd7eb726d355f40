import { ProviderHttpError, requestJson } from '../http'
import type { PushChannel } from './types'

export interface CloudOptions {
  url: string
  secret: string
  timeoutMs: number
}

/**
 * The app's push cloud function (spec §7): POST { request_id, push_clientid, title, content,
 * payload }. The client id is the device id the app registered (PUT /user/update-device-id).
 */
export function cloudChannel(options: CloudOptions): PushChannel {
  return {
    name: 'cloud',
    async send(m) {
      if (!m.target.pushClientId) return 'skipped'
      const response = await requestJson(options.url, {
        method: 'POST',
        timeoutMs: options.timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          ...(options.secret ? { Authorization: `Bearer ${options.secret}` } : {}),
        },
        body: JSON.stringify({
          request_id: m.requestId,
          push_clientid: m.target.pushClientId,
          title: m.title,
          content: m.content,
          payload: m.payload,
        }),
      })
      if (response.status < 200 || response.status >= 300) throw new ProviderHttpError('bad-status', response.status)
      return 'sent'
    },
  }
}
