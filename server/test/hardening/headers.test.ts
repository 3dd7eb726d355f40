import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request } from 'node:http'
import { HSTS, PERMISSIONS_POLICY } from '../../src/plugins/security-headers'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

/** Sends raw bytes (what inject cannot: Node's parser limits) and reads the answer. */
function rawGet(base: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathAndQuery}`, { headers }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe(`security headers (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let dir: string
  let base: string

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-static-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>')
    fs.writeFileSync(path.join(dir, 'app.css'), 'body{margin:0}')
    ctx = await createTestApp({ SERVE_APP: 'true', STATIC_DIR: dir, TRUST_PROXY: 'true', WEBVIEW_ALLOWED_URLS: 'https://mp.weixin.qq.com/s/' })
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await ctx.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const directives = (csp: unknown) => Object.fromEntries(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))
  // Headers that only mean something for a page (what it may load, do, and tell other sites).
  const DOCUMENT_ONLY = ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']

  /** The app's documents and files: helmet's set with the app's CSP. */
  function expectDocumentHeaders(headers: Record<string, unknown>) {
    const csp = directives(headers['content-security-policy'])
    expect(csp['default-src']).toEqual(["'self'"])
    // No inline script anywhere: no 'unsafe-inline', no 'unsafe-eval', no data: scripts.
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['script-src-attr']).toEqual(["'none'"])
    // KaTeX positions glyphs with style attributes.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'", 'blob:'])
    // The in-app web view may frame the allowed sites, and nothing else from elsewhere.
    expect(csp['frame-src']).toEqual(["'self'", 'https://mp.weixin.qq.com'])
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    // Plain http: a browser would ignore HSTS, so it is not sent.
    expect(headers['strict-transport-security']).toBeUndefined()
  }

  /** An API answer: nothing may load or frame it, no type guessing, and no cache keeps it. */
  function expectApiHeaders(headers: Record<string, unknown>, cacheControl = 'no-store') {
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cache-control']).toBe(cacheControl)
    // Nor may another site embed it (avatars and photos are API answers too).
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['strict-transport-security']).toBeUndefined()
    for (const name of DOCUMENT_ONLY) expect([name, headers[name]]).toEqual([name, undefined])
  }

  it.each(['/', '/index.html', '/app.css'])('sends the document headers on the app file %s, with its own caching', async (url) => {
    const res = await ctx.app.inject({ url })
    expect(res.statusCode).toBe(200)
    expectDocumentHeaders(res.headers)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('sends the API headers with no-store on personal data', async () => {
    const student = await createUserWithSession(ctx.app)
    const res = await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.phone).toBeTruthy()
    expectApiHeaders(res.headers)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it.each([
    ['a refusal', '/api/v1/user/info', 401],
    ['an unknown API path', '/api/v1/no-such-route', 404],
    ['a health check', '/api/health', 200],
  ])('sends the API headers on %s', async (_what, url, status) => {
    const res = await ctx.app.inject({ url })
    expect(res.statusCode).toBe(status)
    expectApiHeaders(res.headers)
  })

  it('keeps the Cache-Control a route sets for a public answer', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/resource/statement?kind=privacy' })
    expect(res.statusCode).toBe(200)
    expectApiHeaders(res.headers, 'public, max-age=3600')
  })

  it('sends HSTS when the request came over https (through a trusted proxy), on the app and the API', async () => {
    for (const url of ['/api/health', '/']) {
      const res = await ctx.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers['strict-transport-security']).toBe(HSTS)
    }
  })

  it('keeps the envelope and the framing rules on answers Fastify writes itself', async () => {
    const badUrl = await rawGet(base, '/api/v1/user/%zz')
    expect(badUrl.status).toBe(400)
    expect(JSON.parse(badUrl.body)).toMatchObject({ code: 400004, data: null })
    expect(badUrl.headers['x-frame-options']).toBe('DENY')
    expect(badUrl.headers['cache-control']).toBe('no-store')
    const long = await rawGet(base, `/api/v1/user/info?q=${'a'.repeat(20_000)}`)
    expect(long.status).toBe(431)
    expect(JSON.parse(long.body)).toEqual({ code: 431001, msg: expect.any(String), data: null })
    expect(long.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const bigHeader = await rawGet(base, '/api/health', { 'x-filler': 'b'.repeat(20_000) })
    expect(bigHeader.status).toBe(431)
    expect(JSON.parse(bigHeader.body).code).toBe(431001)
  })
})
