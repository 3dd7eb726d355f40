import { createTestApp, createUserWithSession, TEST_DIALECT } from '../helpers'

// What an operator's log shipper receives for each request: one line, these fields, no secrets.
describe(`the request log line (${TEST_DIALECT})`, () => {
  it('is one line per request with the request, the outcome, the time and the user, and no token or cookie', async () => {
    const log: string[] = []
    const ctx = await createTestApp({}, { log })
    try {
      const student = await createUserWithSession(ctx.app)
      const headers = { ...student.headers, cookie: 'sid=cookie-secret', host: 'api.example.test' }
      await ctx.app.inject({ url: '/api/v1/user/info', headers, remoteAddress: '203.0.113.7' })
      await ctx.app.inject({ url: '/api/v1/user/info', headers: { authorization: 'Bearer not-a-token' }, remoteAddress: '203.0.113.7' })
      const lines = log.filter((l) => l.includes('request completed'))
      expect(lines).toHaveLength(2)
      const [ok, refused] = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
      expect(Object.keys(ok).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time', 'userId'])
      expect(ok).toMatchObject({
        level: 30,
        userId: student.user.id,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/v1/user/info', hostname: 'api.example.test', remoteAddress: '203.0.113.7' },
        res: { statusCode: 200 },
      })
      expect(Object.keys(ok.req as object).sort()).toEqual(['hostname', 'method', 'remoteAddress', 'url'])
      expect(typeof ok.responseTime).toBe('number')
      expect(refused).toMatchObject({ res: { statusCode: 401 } })
      // No session, no user: the key is left out, not sent empty.
      expect(refused).not.toHaveProperty('userId')
      const all = log.join('')
      expect(all).not.toContain(student.token)
      expect(all).not.toContain('not-a-token')
      expect(all).not.toContain('cookie-secret')
    } finally {
      await ctx.close()
    }
  })
})
