import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import type { App } from '../types'

// What is worth compressing: text, JSON and XML, never an event stream (the tutor's replies must
// reach the student delta by delta; a compressor would hold them back until its buffer fills).
// Images and fonts are compressed already.
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)/i

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType)
}

function variesOnEncoding(vary: unknown): boolean {
  const value = Array.isArray(vary) ? vary.join(',') : String(vary ?? '')
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)
}

/**
 * Brotli or gzip for JSON answers and the app's files (a week of events: 21 KB of JSON, 1.4 KB
 * gzipped). Files built with a .br/.gz copy are sent as that copy by the static plugin, and a
 * body that already has a Content-Encoding is left alone, so precompressed assets stay preferred.
 */
export default fp(async function compression(app: App) {
  await app.register(compress, {
    // Brotli at the plugin's quality 4 (fast enough per request), else gzip; deflate is left out
    // because clients disagree about what it means.
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // Below 1 KB the headers and the compressor's framing eat the gain.
    threshold: 1024,
    // Our clients never send compressed bodies; inflating them would only open a door.
    globalDecompression: false,
  })

  // Every answer that could have been compressed says it depends on Accept-Encoding, also when
  // this one was not (no Accept-Encoding, under the threshold, a precompressed file), so a shared
  // cache never hands one client's variant to another.
  // A callback hook: nothing here waits, and every answer runs it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isCompressible(reply.getHeader('content-type')) && !variesOnEncoding(reply.getHeader('vary'))) {
      const vary = reply.getHeader('vary')
      // Lower case, as @fastify/compress spells it, so it does not add a second one.
      reply.header('Vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    }
    done(null, payload)
  })
})
