import fc from 'fast-check'
import type { RouteEntry } from '../../../src/plugins/input-policy'
import { GIF, PNG } from '../../fixtures/images'
import { toJsonText, toQueryText, valueFor } from './schema-arbitrary'

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** What kind of body was sent, for the failure report. */
  kind: string
}

// Odd things appended to a query string: bad escapes, NULs, repeated and nested keys.
const QUERY_TAILS = ['', '', '', '&%zz=1', '&a=%00', '&limit=1e400', '&x=%E0%A4%A', '&&&=', '&a[]=1&a[]=2', '&__proto__[x]=1', '&%00=%00', `&q=${'%41'.repeat(300)}`]

// Paths the static app and the API must refuse cleanly.
const ODD_PATHS = [
  '/assets/katex-fonts/../../../package.json',
  '/index.html%00',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/.env',
  '/assets/katex-fonts/%00',
  '/assets/katex-fonts/KaTeX_Main-Regular.woff2%00',
  '/%zz',
  '/%E0%A4%A',
  '/api/v1/user/info%00',
  '//etc/passwd',
  '/assets/..%5c..%5cpackage.json',
  '/index.html/',
  `/${'a'.repeat(3000)}`,
]

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW'
const part = (name: string, filename: string, type: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), data, Buffer.from('\r\n')])
const close = Buffer.from(`--${BOUNDARY}--\r\n`)
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** Multipart bodies: whole, cut short, without a boundary, with the wrong parts. */
interface Body {
  kind: string
  type: string
  payload: string | Buffer
}

const multipartBodies: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { kind: 'multipart png', type: MULTIPART, payload: Buffer.concat([part('file', 'q.png', 'image/png', PNG), close]) },
  { kind: 'multipart gif', type: MULTIPART, payload: Buffer.concat([part('file', 'q.gif', 'image/gif', GIF), close]) },
  { kind: 'multipart no boundary', type: 'multipart/form-data', payload: Buffer.concat([part('file', 'q.png', 'image/png', PNG), close]) },
  { kind: 'multipart truncated', type: MULTIPART, payload: part('file', 'q.png', 'image/png', PNG).subarray(0, 90) },
  { kind: 'multipart no closing delimiter', type: MULTIPART, payload: part('file', 'q.png', 'image/png', PNG) },
  { kind: 'multipart wrong boundary', type: 'multipart/form-data; boundary=other', payload: Buffer.concat([part('file', 'q.png', 'image/png', PNG), close]) },
  { kind: 'multipart wrong field', type: MULTIPART, payload: Buffer.concat([part('image', 'q.png', 'image/png', PNG), close]) },
  { kind: 'multipart two files', type: MULTIPART, payload: Buffer.concat([part('file', 'a.png', 'image/png', PNG), part('file', 'b.png', 'image/png', PNG), close]) },
  { kind: 'multipart empty', type: MULTIPART, payload: close },
  { kind: 'multipart bad header', type: MULTIPART, payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`) },
)

/** Bodies that are not what any route reads: broken JSON, other content types. */
export const ODD_BODIES: readonly Body[] = [
  { kind: 'broken json', type: 'application/json', payload: '{"a":' },
  { kind: 'json 1e400', type: 'application/json', payload: '{"limit":1e400,"minutes":1e400}' },
  { kind: 'json array', type: 'application/json', payload: '[]' },
  { kind: 'json string', type: 'application/json', payload: '"x"' },
  { kind: 'empty json', type: 'application/json', payload: '' },
  { kind: 'json with NUL', type: 'application/json', payload: '{"title":"\u0000"}' },
  { kind: 'text', type: 'text/plain', payload: 'hello' },
  { kind: 'xml', type: 'application/xml', payload: '<a/>' },
  { kind: 'form', type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%zz' },
  { kind: 'no type', type: '', payload: '{}' },
  { kind: 'json charset', type: 'application/json; charset=latin1', payload: '{}' },
]
const oddBodies = fc.constantFrom<Body>(...ODD_BODIES)

function bodyFor(route: RouteEntry): fc.Arbitrary<Body> {
  const schema = route.schema.body
  const json = schema
    ? valueFor(schema).map((v) => ({ kind: 'json from schema', type: 'application/json', payload: toJsonText(v) }))
    : fc.constant({ kind: 'json {}', type: 'application/json', payload: '{}' })
  return fc.oneof({ weight: schema ? 6 : 2, arbitrary: json }, { weight: schema ? 1 : 4, arbitrary: multipartBodies }, { weight: 2, arbitrary: oddBodies })
}

function pathFor(route: RouteEntry): fc.Arbitrary<string> {
  if (route.url.endsWith('*')) return fc.oneof(fc.constantFrom(...ODD_PATHS), fc.webPath().map((p) => p || '/'))
  const params = /:(\w+)/g
  if (!params.test(route.url)) return fc.constant(route.url)
  const paramSchema = route.schema.params as { properties?: Record<string, unknown> } | undefined
  return fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('..', '%00', '%zz', 'a.png', '..%2f..%2fpackage.json'))).map((values) => {
    let i = 0
    return route.url.replace(/:(\w+)/g, (_, name: string) => {
      const raw = values[i++] ?? (paramSchema?.properties?.[name] ? 'x' : 'y')
      // Already percent-escaped edge values go as they are; anything else is encoded.
      return /%/.test(raw) ? raw : encode(raw)
    })
  })
}

/** Percent-encoding; half a surrogate pair goes as the bytes a sloppy client would send (not UTF-8). */
export const encode = (text: string) => text.split(/([\uD800-\uDFFF])/).map((s) => (/^[\uD800-\uDFFF]$/.test(s) ? '%ED%A0%80' : encodeURIComponent(s))).join('')

function queryFor(route: RouteEntry): fc.Arbitrary<string> {
  const schema = route.schema.querystring
  const values = schema ? valueFor(schema) : fc.constant({})
  return fc.tuple(values, fc.constantFrom(...QUERY_TAILS)).map(([value, tail]) => {
    const pairs = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['q', value]]
    const text = pairs.map(([k, v]) => `${encode(String(k))}=${encode(toQueryText(v))}`).join('&')
    const all = `${text}${tail}`.replace(/^&/, '')
    return all ? `?${all}` : ''
  })
}

/** Any request a client (or an attacker) could send to `route`; `authorization: SESSION` stands for the student's session. */
export function requestFor(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method)
  return fc
    .record({
      path: pathFor(route),
      query: queryFor(route),
      auth: fc.constantFrom('session', 'session', 'session', 'none', 'garbage'),
      lang: fc.constantFrom('en', 'zh-CN', 'fr-FR;q=x', '*', 'es;q=0.5, zh-Hant', '\u00ff'),
      zone: fc.constantFrom('Asia/Shanghai', 'America/Los_Angeles', 'Mars/Olympus', '../../etc/passwd', ''),
      platform: fc.constantFrom('h5', 'weapp', 'desktop'),
      body: hasBody ? bodyFor(route) : fc.constant(null),
    })
    .map(({ path, query, auth, lang, zone, platform, body }) => {
      const headers: Record<string, string> = { 'accept-language': lang, platform }
      if (zone) headers['x-time-zone'] = zone
      if (auth === 'session') headers.authorization = 'SESSION'
      if (auth === 'garbage') headers.authorization = 'Bearer \u00e9\u00e9not-a-token'
      if (body?.type) headers['content-type'] = body.type
      return { method: route.method, url: `${path}${query}`, headers, payload: body?.payload, kind: body?.kind ?? 'no body' }
    })
}
