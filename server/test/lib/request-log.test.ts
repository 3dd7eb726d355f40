import pino from 'pino'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { loggerFor } from '../../src/app'
import { testConfig } from '../../src/config'
import { OneLineRequestLog } from '../../src/lib/request-log'
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

  // The line is built without pino's generic loop (lib/request-log.ts): it must be the very line
  // pino writes for the same entry, escaping of what a client sent included.
  it.each([
    ['a signed-in read', '/api/v1/user/info', 'user_1', 200],
    ['a URL with quotes, a backslash, Chinese and a masked secret', '/api/v1/x?q="a\\b"&phone=138&名=值', undefined, 404],
  ])('is the line pino itself writes for %s', (_name, url, userId, statusCode) => {
    const lines: string[] = []
    const config = testConfig({ LOG_LEVEL: 'info' })
    const options = { ...(loggerFor(config, { write: (l) => void lines.push(l) }) as pino.LoggerOptions & { stream: pino.DestinationStream }) }
    // A fixed clock, and Fastify's `res` serializer (what the app's logger has besides ours).
    const requestForLog = options.serializers!.req as (req: FastifyRequest) => object
    const common = { ...options, timestamp: () => ',"time":1795620000000', serializers: { req: requestForLog, res: (r: FastifyReply) => ({ statusCode: r.statusCode }) } }
    const plain = pino(common, options.stream).child({ reqId: 'req-7' })
    // A stream hook (the identity) sends the line through pino's own path.
    const viaPino = pino({ ...common, hooks: { streamWrite: (s: string) => s } }, options.stream).child({ reqId: 'req-7' })
    const request = { method: 'GET', url, hostname: 'api.example.test:8443', ip: '203.0.113.7', session: userId ? { userId } : null } as unknown as FastifyRequest
    const reply = (log: pino.Logger) => ({ log, statusCode, elapsedTime: 1.2345678901 }) as unknown as FastifyReply
    const controller = new OneLineRequestLog(requestForLog)
    controller.requestCompleted(null, request, reply(plain))
    controller.requestCompleted(null, request, reply(viaPino))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(lines[1])
    expect(JSON.parse(lines[0])).toMatchObject({ reqId: 'req-7', res: { statusCode }, responseTime: 1.2345678901, msg: 'request completed' })
  })

  it('writes nothing below its level', () => {
    const lines: string[] = []
    const options = loggerFor(testConfig({ LOG_LEVEL: 'warn' }), { write: (l) => void lines.push(l) }) as pino.LoggerOptions & { stream: pino.DestinationStream }
    const log = pino(options, options.stream).child({ reqId: 'req-1' })
    const request = { method: 'GET', url: '/api/v1/user/info', hostname: 'h', ip: '127.0.0.1', session: null } as unknown as FastifyRequest
    new OneLineRequestLog(() => ({})).requestCompleted(null, request, { log, statusCode: 200, elapsedTime: 1 } as unknown as FastifyReply)
    expect(lines).toEqual([])
  })
})
