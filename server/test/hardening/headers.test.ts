import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request } from 'node:http'
import { HSTS, PERMISSIONS_POLICY } from '../../src/plugins/security-headers'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'

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
    ctx = await createTestApp({ SERVE_APP: 'true', STATIC_DIR: dir, TRUST_PROXY: 'true', WEBVIEW_ALLOWED_URLS: 'https://mp.weixin.qq.com/s/' })
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await ctx.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const directives = (csp: unknown) => Object.fromEntries(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

  it.each(['/', '/api/v1/user/info', '/api/v1/no-such-route', '/api/health'])('sends every header on %s', async (url) => {
    const res = await ctx.app.inject({ url })
    const csp = directives(res.headers['content-security-policy'])
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
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
    // Plain http: a browser would ignore HSTS, so it is not sent.
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends HSTS when the request came over https (through a trusted proxy)', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBe(HSTS)
  })

  it('keeps the envelope and the framing rules on answers Fastify writes itself', async () => {
    const badUrl = await rawGet(base, '/api/v1/user/%zz')
    expect(badUrl.status).toBe(400)
    expect(JSON.parse(badUrl.body)).toMatchObject({ code: 400004, data: null })
    expect(badUrl.headers['x-frame-options']).toBe('DENY')
    const long = await rawGet(base, `/api/v1/user/info?q=${'a'.repeat(20_000)}`)
    expect(long.status).toBe(431)
    expect(JSON.parse(long.body)).toEqual({ code: 431001, msg: expect.any(String), data: null })
    expect(long.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const bigHeader = await rawGet(base, '/api/health', { 'x-filler': 'b'.repeat(20_000) })
    expect(bigHeader.status).toBe(431)
    expect(JSON.parse(bigHeader.body).code).toBe(431001)
  })
})
