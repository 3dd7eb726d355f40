import { PNG } from '../fixtures/images'
import { activate, call, newClientIp, query, signInOn } from './support/client'
import { readState, type ScaleOutState } from './support/state'

// Two compiled server instances on one PostgreSQL, with Redis and an S3-compatible store, behind
// Debian's HAProxy (round robin): what one instance did, the other knows.
describe('scale-out: state shared between instances', () => {
  let s: ScaleOutState
  beforeAll(() => {
    s = readState()
  })
  const [a, b] = [0, 1].map((i) => () => s.instances[i])

  it('balances requests round robin over both instances, both ready with every shared component', async () => {
    const ip = newClientIp()
    const served: (string | null)[] = []
    for (let i = 0; i < 6; i++) served.push((await call(s.lb, '/api/health/live', { ip })).headers.get('x-served-by'))
    expect(new Set(served)).toEqual(new Set(['a', 'b']))
    expect(served.slice(1).every((name, i) => name !== served[i])).toBe(true)
    for (const instance of s.instances) {
      const ready = await call(instance.url, '/api/health/ready', { ip })
      expect(ready.status).toBe(200)
      expect(ready.body.data.checks).toMatchObject({
        database: { ok: true, kind: 'postgres' },
        storage: { ok: true, kind: 's3' },
        redis: { ok: true, kind: 'redis' },
        bus: { ok: true, kind: 'postgres' },
      })
    }
  })

  it('accepts on B a sign-in made on A, and ends it everywhere on logout', async () => {
    const ip = newClientIp()
    const student = await signInOn(a(), ip)
    const onB = await call(b().url, '/api/v1/user/info', { ip, headers: student.headers })
    expect(onB.status).toBe(200)
    expect(onB.body.data.uid).toBe(student.userId)
    expect((await call(b().url, '/api/v1/user/logout', { ip, headers: student.headers })).status).toBe(200)
    expect((await call(a().url, '/api/v1/user/info', { ip, headers: student.headers })).status).toBe(401)
  })

  it('counts the rate limit once across both instances (40 a minute, requests alternating)', async () => {
    const ip = newClientIp()
    const answers: Awaited<ReturnType<typeof call>>[] = []
    for (let i = 0; i < 60; i++) answers.push(await call(s.lb, '/api/v1/user/grade-list', { ip }))
    const passed = answers.filter((r) => r.status === 200)
    expect(passed).toHaveLength(40)
    expect(answers.slice(40).map((r) => r.status)).toEqual(Array(20).fill(429))
    expect(answers[40].body.code).toBe(429000)
    // Both instances served and both refused: one shared count, not 40 each.
    expect(new Set(passed.map((r) => r.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']))
    expect(new Set(answers.slice(40).map((r) => r.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']))
    // Another address is not affected.
    expect((await call(s.lb, '/api/v1/user/grade-list', { ip: newClientIp() })).status).toBe(200)
  })

  it('pays on B a sandbox checkout created on A (ledger and signing key in the database)', async () => {
    const ip = newClientIp()
    const student = await signInOn(a(), ip)
    await activate(s.databaseUrl, student.userId)
    const created = await call(a().url, '/api/v1/order/create', { method: 'POST', ip, headers: student.headers, body: { plan_id: 'month', channel: 'h5' } })
    expect(created.status).toBe(200)
    const { order, payment } = created.body.data
    const page = await fetch(`${b().url}${payment.checkout_url}`, { headers: { 'x-forwarded-for': ip } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('data-testid="sandbox-pay"')
    expect(html).toContain('19.90')
    const paid = await fetch(`${b().url}/api/v1/pay/sandbox/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ out_trade_no: order.out_trade_no }).toString(),
    })
    expect(paid.status).toBe(303)
    const detail = await call(a().url, `/api/v1/order/detail?order_id=${order.order_id}`, { ip, headers: student.headers })
    expect(detail.body.data.status).toBe('fulfilled')
    expect((await call(a().url, '/api/v1/user/info', { ip, headers: student.headers })).body.data.is_vip).toBe(true)
  })

  it('sweeps orders once per cluster per interval, not once per instance', async () => {
    // ORDER_SWEEP_INTERVAL_MS is 1 s here and both instances look for due jobs every 100 ms.
    const since = new Date().toISOString()
    const runs = await (async () => {
      for (;;) {
        const rows = await query<{ started_at: string; instance: string; status: string }>(
          s.databaseUrl,
          `select started_at, instance, status from job_runs where name = 'order-sweep' and started_at > $1 order by started_at`,
          [since],
        )
        if (rows.length >= 5) return rows
        await new Promise((r) => setTimeout(r, 200))
      }
    })()
    const starts = runs.map((r) => Date.parse(r.started_at))
    const gaps = starts.slice(1).map((t, i) => t - starts[i])
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000)
    expect(runs.every((r) => r.status !== 'failed')).toBe(true)
    const [{ run_count: count }] = await query<{ run_count: number }>(s.databaseUrl, `select run_count from scheduled_jobs where name = 'order-sweep'`)
    expect(Number(count)).toBeGreaterThanOrEqual(5)
  }, 30_000)

  it('serves from B an avatar uploaded through A (uploads in the shared bucket)', async () => {
    const ip = newClientIp()
    const student = await signInOn(a(), ip)
    await activate(s.databaseUrl, student.userId)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png')
    const sent = await fetch(`${a().url}/api/v1/user/avatar`, { method: 'POST', headers: { ...student.headers, 'x-forwarded-for': ip }, body: form })
    expect(sent.status).toBe(200)
    const { avatar } = ((await sent.json()) as { data: { avatar: string } }).data
    const fromB = await fetch(`${b().url}${avatar}`, { headers: { 'x-forwarded-for': ip } })
    expect(fromB.status).toBe(200)
    expect(Buffer.from(await fromB.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves every version’s content-hashed chunks from every instance (rolling deploy)', async () => {
    const ip = newClientIp()
    for (const instance of s.instances) {
      for (const hash of ['aaaaaaaa', 'bbbbbbbb']) {
        const res = await fetch(`${instance.url}/js/app.${hash}.js`, { headers: { 'x-forwarded-for': ip } })
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toContain('immutable')
        expect(await res.text()).toBe(`console.log('build ${hash}')`)
      }
      expect((await fetch(`${instance.url}/js/app.cccccccc.js`)).status).toBe(404)
    }
  })
})
