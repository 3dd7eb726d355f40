import Fastify, { type FastifyInstance } from 'fastify'
import { createSandboxPayProvider, type SandboxPayProvider } from '../../src/providers/pay/sandbox/sandbox.provider'
import { PayError } from '../../src/providers/pay/pay-error'

// How the notify route must read its body in Fastify 5: a buffer parser registered inside the
// route's own encapsulated plugin, so the signed bytes reach verifyNotification untouched while
// the rest of the API keeps parsing JSON.
function notifyApp(pay: SandboxPayProvider): FastifyInstance {
  const app = Fastify()
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    )
    scope.post('/api/v1/pay/notify/sandbox', async (request, reply) => {
      try {
        const n = await pay.verifyNotification(request.body as Buffer, request.headers)
        return reply.code(200).send({ kind: n.kind })
      } catch (err) {
        if (err instanceof PayError) return reply.code(err.status).send({ code: 'FAIL', message: err.key })
        throw err
      }
    })
  })
  app.post('/api/v1/other', async (request) => ({ parsed: request.body }))
  return app
}

describe('notify route on the raw body (Fastify 5)', () => {
  const clock = new Date('2026-11-22T14:00:00Z')
  let pay: SandboxPayProvider
  let app: FastifyInstance

  beforeAll(async () => {
    pay = createSandboxPayProvider({ now: () => clock })
    await pay.startPayment({
      outTradeNo: 'VIP20261122000001',
      description: 'VIP',
      amountFen: 1990,
      channel: 'native',
      expiresAt: new Date(clock.getTime() + 30 * 60_000),
      notifyUrl: '/api/v1/pay/notify/sandbox',
    })
    app = notifyApp(pay)
    await app.ready()
  })
  afterAll(() => app.close())

  it('verifies the notification the sandbox checkout would POST', async () => {
    const n = await pay.createPaidNotification('VIP20261122000001')
    const res = await app.inject({ method: 'POST', url: n.url, headers: n.headers, payload: n.body })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ kind: 'payment' })
  })

  it('answers a tampered one with a 400 that WeChat Pay will retry', async () => {
    const n = await pay.createPaidNotification('VIP20261122000001')
    const res = await app.inject({ method: 'POST', url: n.url, headers: n.headers, payload: `${n.body} ` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'FAIL', message: 'PAY_SIGNATURE_INVALID' })
  })

  it('leaves JSON parsing as it was for the rest of the API', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/other', payload: { a: 1 } })
    expect(res.json()).toEqual({ parsed: { a: 1 } })
  })
})
