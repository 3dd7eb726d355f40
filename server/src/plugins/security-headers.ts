import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyReply, onRequestHookHandler } from 'fastify'
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
 * What an API answer carries (JSON, and the images and files the API hands back): the OWASP REST
 * set. Nothing in it may load anything or be framed, a browser must not guess its type, and no
 * cache may keep it: most answers carry the student's own data (user/info: name and phone). A
 * route that means to be cached says so itself (public dictionaries, immutable uploads) and its
 * Cache-Control replaces this one. The document headers (the app's CSP, Permissions-Policy,
 * COOP, Referrer-Policy…) govern what a page loads and does: a JSON answer loads nothing. Also
 * the answers written before any hook runs (a URL that does not decode, headers over the limit).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  // Avatars and chat photos are answered here too: no other site may embed them (as before the
  // API had its own set; helmet's default for everything).
  'cross-origin-resource-policy': 'same-origin',
})
export const BARE_ERROR_HEADERS = API_HEADERS

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTML page under /api/ (the sandbox checkout): the document headers, not the API's. */
    document?: boolean
  }
}

type HeaderList = ReadonlyArray<readonly [string, string]>

/**
 * Two sets of security headers: the API's (API_HEADERS) on everything under /api/ (answers,
 * refusals, 404s, health checks, the tutor's event stream), and helmet's choices for the app's
 * documents and files. The app's Content-Security-Policy allows no inline script and nothing
 * from elsewhere but images (avatars may live on WeChat's servers) and the in-app web view's
 * allowed sites (frames). Styles may be inline: KaTeX positions every glyph with a `style`
 * attribute, and the sandbox checkout page carries its own `<style>`. Nothing may frame the app
 * (frame-ancestors 'none' and X-Frame-Options: DENY). Photos are picked through a file input,
 * which needs no camera permission, hence `camera=()`.
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
  const document: HeaderList = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value] as const)
  const api: HeaderList = Object.entries(API_HEADERS)
  const hsts = ['strict-transport-security', HSTS] as const
  const documentOverHttps = [...document, hsts]
  const apiOverHttps = [...api, hsts]
  for (const [name] of [...documentOverHttps, ...apiOverHttps]) SECURITY_HEADER_NAMES.add(name)
  // On the reply, before any handler, so refusals by later hooks carry them too and a route may
  // still replace one (its own Cache-Control, say). Not on the raw answer (as helmet does): Node
  // then takes the slow way for every header Fastify adds later (each set again through
  // setHeader), measurable per request; the one answer that bypasses the reply (a hijacked event
  // stream) copies them (copySecurityHeaders). Which set goes by the path, as the 404 handler
  // decides what an unknown URL is: every URL under /api/ is the API's, routed or not.
  app.addHook('onRequest', (request, reply, done) => {
    const list = request.url.startsWith('/api/')
      ? request.protocol === 'https' ? apiOverHttps : api
      : request.protocol === 'https' ? documentOverHttps : document
    for (let i = 0; i < list.length; i++) reply.header(list[i][0], list[i][1])
    done()
  })
  // A page under /api/ adds the document headers over the API's (its own CSP still wins).
  const documentHook: onRequestHookHandler = (request, reply, done) => {
    for (const [name, value] of request.protocol === 'https' ? documentOverHttps : document) reply.header(name, value)
    done()
  }
  app.addHook('onRoute', (route) => {
    if (route.config?.document) route.onRequest = [documentHook, ...(route.onRequest ? [route.onRequest].flat() : [])]
  })
})

/** Onto the raw answer, for a route that writes it itself (hijacked): the security headers of its reply. */
export function copySecurityHeaders(reply: FastifyReply): void {
  for (const name of SECURITY_HEADER_NAMES) {
    const value = reply.getHeader(name)
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
}
