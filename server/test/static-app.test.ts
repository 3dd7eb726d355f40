import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, type TestContext } from './helpers'

describe('serving the H5 build', () => {
  let ctx: TestContext
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'))
  const js = 'console.log("hello student");'.repeat(100)

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'js'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><div id="app"></div>')
    fs.writeFileSync(path.join(dir, 'js/app.0a1b2c3d.js'), js)
    fs.writeFileSync(path.join(dir, 'js/app.0a1b2c3d.js.br'), zlib.brotliCompressSync(js))
    fs.writeFileSync(path.join(dir, 'js/app.0a1b2c3d.js.gz'), zlib.gzipSync(js))
    ctx = await createTestApp({ SERVE_APP: 'true', STATIC_DIR: dir })
  })
  afterAll(() => ctx.close())

  it('answers / with the app, never cached, with protective headers', async () => {
    const res = await ctx.app.inject({ url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('id="app"')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends hashed files precompressed and cached for a year', async () => {
    const br = await ctx.app.inject({ url: '/js/app.0a1b2c3d.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js)
    const gz = await ctx.app.inject({ url: '/js/app.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await ctx.app.inject({ url: '/js/app.0a1b2c3d.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(js)
  })

  it('still answers unknown API paths with the JSON 404, not a file or a 401', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/no/such/thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 404001, data: null })
  })

  it('answers a missing file with 404 and serves nothing outside the build', async () => {
    expect((await ctx.app.inject({ url: '/js/missing.js' })).statusCode).toBe(404)
    const escape = await ctx.app.inject({ url: '/../package.json' })
    expect(escape.statusCode).toBe(404)
    expect(escape.body).not.toContain('"name"')
  })
})
