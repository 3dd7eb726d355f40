import fp from 'fastify-plugin'
import type { Lang } from '@contract/common'
import { resolveLang } from '../i18n'
import { isTimeZone } from '../lib/time'
import type { App } from '../types'

export type Platform = 'h5' | 'weapp'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in this response, from Accept-Language. */
    lang: Lang
    /** The client kind from the `platform` header; sessions are per platform. */
    platform: Platform
    /** The student's IANA time zone from `X-Time-Zone` (validated), else the default. */
    timeZone: string
  }
}

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

// Clients send a handful of distinct Accept-Language values: each is parsed once, not on every
// request. Bounded (count and length), so a client inventing values cannot make it grow.
const langs = new Map<string, Lang>()

function langOf(header: string | undefined): Lang {
  if (!header || header.length > 200) return resolveLang(header)
  let lang = langs.get(header)
  if (lang === undefined) {
    lang = resolveLang(header)
    if (langs.size < 500) langs.set(header, lang)
  }
  return lang
}

export default fp(async function requestContext(app: App) {
  app.decorateRequest('lang', 'en')
  app.decorateRequest('platform', 'h5')
  app.decorateRequest('timeZone', DEFAULT_TIME_ZONE)
  // A callback hook, not an async one: nothing here waits, and every request runs it.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langOf(request.headers['accept-language'])
    request.platform = request.headers.platform === 'weapp' ? 'weapp' : 'h5'
    const zone = request.headers['x-time-zone']
    request.timeZone = typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
    done()
  })
})
