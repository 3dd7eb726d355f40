import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { parseAllowList } from '../modules/webview/webview.env'
import type { App } from '../types'

/** Browser features the app never uses: no page of ours (nor one framing it) may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/**
 * For answers written before any hook runs (a URL that does not decode, headers over the limit):
 * JSON only, so nothing may load and nothing may frame it.
 */
export const BARE_ERROR_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
}

/** The names of the headers the plugin sets (lower case), for copySecurityHeaders. */
const SECURITY_HEADER_NAMES = new Set<string>()

/** A year, sub-domains included: only ever sent over https. */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The headers helmet would set, worked out once: helmet's middleware parses its options (the CSP
 * directives among them) every time it is made, and @fastify/helmet made it on every request
 * (a CPU profile of `user/info` under load put it at 2-3 % of the server's time). The answer
 * does not depend on the request, so we run it once against a recorder and send the result.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/**
 * Security headers on every answer, the H5 app's files and the API alike (helmet's choices).
 * The Content-Security-Policy allows no inline script and nothing from elsewhere but images
 * (avatars may live on WeChat's servers) and the in-app web view's allowed sites (frames).
 * Styles may be inline: KaTeX positions every glyph with a `style` attribute, and the sandbox
 * checkout page carries its own `<style>`. Nothing may frame the app (frame-ancestors 'none'
 * and X-Frame-Options: DENY). Photos are picked through a file input, which needs no camera
 * permission, hence `camera=()`.
 */
export default fp(async function securityHeaders(app: App) {
  const webviewOrigins = [...new Set(parseAllowList(app.config.WEBVIEW_ALLOWED_URLS).prefixes.map((u) => u.origin))]
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // blob: the H5 upload reads the photo the student picked (a blob: URL) before sending it.
        connectSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...webviewOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Sent below, only over https: on plain http a browser ignores it and a test would lie.
    strictTransportSecurity: false,
    // Kept as before: the app's own links may tell a site which origin sent the student.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  headers['Permissions-Policy'] = PERMISSIONS_POLICY
  // Lower case, as Fastify keeps a reply's headers (HTTP header names are case-insensitive).
  const plain = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value] as const)
  const overHttps = [...plain, ['strict-transport-security', HSTS] as const]
  for (const [name] of overHttps) SECURITY_HEADER_NAMES.add(name)
  // On the reply, before any handler, so refusals by later hooks carry them too and a route may
  // still replace one. Not on the raw answer (as helmet does): Node then takes the slow way for
  // every header Fastify adds later (each set again through setHeader), measurable per request;
  // the one answer that bypasses the reply (a hijacked event stream) copies them (copySecurityHeaders).
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.protocol === 'https' ? overHttps : plain) reply.header(name, value)
    done()
  })
})

/** Onto the raw answer, for a route that writes it itself (hijacked): the security headers of its reply. */
export function copySecurityHeaders(reply: FastifyReply): void {
  for (const name of SECURITY_HEADER_NAMES) {
    const value = reply.getHeader(name)
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
}
