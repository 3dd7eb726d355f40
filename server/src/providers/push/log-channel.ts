import type { ProviderLog } from '../provider-log'
import type { PushChannel } from './types'

/** The embedded default: the message goes to the server log (no texts: they may be personal). */
export function logChannel(log: ProviderLog): PushChannel {
  return {
    name: 'log',
    async send(m) {
      log.info({ push: 'log', requestId: m.requestId, link: m.payload.link ?? '' }, 'push (log only)')
      return 'sent'
    },
  }
}
