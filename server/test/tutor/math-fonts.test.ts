import { createTestApp, type TestContext } from '../helpers'

describe('KaTeX fonts for the mini-program', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('serves the woff2 faces without a session, cached for a year, and nothing else from that folder', async () => {
    const font = await ctx.app.inject({ url: '/assets/katex-fonts/KaTeX_Main-Regular.woff2' })
    expect(font.statusCode).toBe(200)
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2')
    for (const url of ['/assets/katex-fonts/KaTeX_Main-Regular.ttf', '/assets/katex-fonts/../../package.json', '/assets/katex-fonts/']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404)
    }
  })
})
