import { ERRORS } from '@contract/errors'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

// The API-wide limit per client address (RATE_LIMIT_PER_MINUTE) as a client sees it, and where
// it stands among the other checks of a request.
describe(`requests per minute (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
  })
  afterAll(async () => ctx.close())

  it('counts signed-in requests, says so in headers, then refuses in the envelope with the security headers', async () => {
    const student = await createUserWithSession(ctx.app)
    const remaining: unknown[] = []
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-ratelimit-limit']).toBe('3')
      remaining.push(res.headers['x-ratelimit-remaining'])
    }
    expect(remaining).toEqual(['2', '1', '0'])
    const limited = await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: ERRORS.RATE_LIMITED.code, msg: expect.any(String), data: null })
    expect(limited.headers['x-ratelimit-remaining']).toBe('0')
    expect(limited.headers['x-frame-options']).toBe('DENY')
    // The session is checked before the count: no token is "not signed in", whatever the count.
    const anonymous = await ctx.app.inject({ url: '/api/v1/user/info' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().code).toBe(ERRORS.NOT_LOGGED_IN.code)
    // The HEAD route Fastify adds for each GET is guarded the same way.
    expect((await ctx.app.inject({ method: 'HEAD', url: '/api/v1/user/info' })).statusCode).toBe(401)
    // Health checks are never limited.
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  })
})
