import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from './helpers'

describe(`health: liveness and readiness (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  afterEach(() => ctx?.close())

  it('is live and ready with the embedded defaults: no Redis, local disk, the process bus', async () => {
    ctx = await createTestApp()
    const live = await ctx.app.inject({ url: '/api/health/live' })
    expect(live.statusCode).toBe(200)
    expect(live.json().data).toMatchObject({ status: 'ok' })
    const ready = await ctx.app.inject({ url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.headers['cache-control']).toBe('no-store')
    expect(ready.json().data).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true, kind: TEST_DIALECT },
        storage: { ok: true, kind: 'local-disk' },
        bus: { ok: true, kind: TEST_DIALECT === 'postgres' ? 'postgres' : 'memory' },
      },
    })
    expect(ready.json().data.checks.redis).toBeUndefined()
  })

  it('answers 503 naming the failing check when uploads cannot be written, while staying live', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'))
    const blocked = path.join(dir, 'a-file')
    fs.writeFileSync(blocked, 'not a directory')
    ctx = await createTestApp({ UPLOAD_DIR: blocked })
    const ready = await ctx.app.inject({ url: '/api/health/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ code: 503000, data: { status: 'not_ready', checks: { storage: { ok: false }, database: { ok: true } } } })
    expect(ready.json().data.checks.storage.error).toEqual(expect.any(String))
    expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('never rate-limits health probes (a load balancer asks every second), while the API is limited', async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' })
    const probes = await Promise.all(Array.from({ length: 8 }, () => ctx.app.inject({ url: '/api/health/ready' })))
    expect(probes.map((p) => p.statusCode)).toEqual(Array(8).fill(200))
    const student = await createUserWithSession(ctx.app)
    const calls = []
    for (let i = 0; i < 5; i++) calls.push((await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })).statusCode)
    expect(calls).toEqual([200, 200, 200, 429, 429])
  })
})
