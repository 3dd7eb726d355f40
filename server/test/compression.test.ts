import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, type TestContext } from './helpers'

describe('compressed answers', () => {
  let ctx: TestContext
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-compress-'))
  const js = 'console.log("hello student");'.repeat(100)
  const css = '.page{color:#333;background:#fff}'.repeat(100)
  // Deliberately not what compressing `js` gives, so the test can tell the stored copy from a fresh one.
  const storedBr = zlib.brotliCompressSync(`${js}/*stored*/`)

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'js'))
    fs.mkdirSync(path.join(dir, 'css'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><div id="app"></div>')
    fs.writeFileSync(path.join(dir, 'js/app.0a1b2c3d.js'), js)
    fs.writeFileSync(path.join(dir, 'js/app.0a1b2c3d.js.br'), storedBr)
    fs.writeFileSync(path.join(dir, 'css/app.0a1b2c3d.css'), css)
    ctx = await createTestApp({ SERVE_APP: 'true', STATIC_DIR: dir })
  })
  afterAll(async () => {
    await ctx.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

  it('sends JSON gzipped or in brotli when the client accepts it, with the same content', async () => {
    const plain = await get('/api/v1/app/start')
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const gz = await get('/api/v1/app/start', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
    const br = await get('/api/v1/app/start', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
  })

  it('says Vary: Accept-Encoding on every compressible answer, compressed or not, and only once', async () => {
    for (const encoding of [undefined, 'gzip', 'br', 'identity']) {
      const res = await get('/api/v1/app/start', encoding)
      expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding'])
    }
    const plain = await get('/api/v1/app/start')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toMatchObject({ code: 200 })
  })

  it('leaves small answers uncompressed', async () => {
    const res = await get('/api/health', 'gzip, br')
    expect(res.rawPayload.length).toBeLessThan(1024)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toBeTruthy()
  })

  it('prefers a file precompressed at build time, and compresses the others on the fly', async () => {
    const stored = await get('/js/app.0a1b2c3d.js', 'gzip, br')
    expect(stored.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(stored.rawPayload, storedBr)).toBe(0)
    expect(String(stored.headers.vary).toLowerCase()).toContain('accept-encoding')

    const live = await get('/css/app.0a1b2c3d.css', 'gzip')
    expect(live.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(live.rawPayload).toString()).toBe(css)
    expect(String(live.headers.vary).toLowerCase()).toContain('accept-encoding')

    const plain = await get('/css/app.0a1b2c3d.css')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(css)
  })

  it('refuses a compressed request body and changes nothing (clients never send one)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/register/account',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ account: 'zipped_student', password: 'Kx8!mQ2#vL9p' })),
    })
    expect(res.statusCode).toBe(400)
    const check = await get('/api/v1/user/check-account?account=zipped_student')
    expect(check.json().data).toEqual({ available: true })
  })
})
