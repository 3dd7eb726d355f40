import { defineJob, JobScheduler, recentRuns, type JobContext } from '../../src/jobs'
import { TEST_DIALECT } from '../helpers'
import { twinApps } from './twin-apps'

describe(`periodic jobs, once per cluster (${TEST_DIALECT})`, () => {
  let cluster: Awaited<ReturnType<typeof twinApps>>
  beforeAll(async () => {
    // No background ticks: every run below happens at an injected time.
    cluster = await twinApps({ JOB_TICK_MS: '0' })
  }, 120_000) // two migrated databases' worth of start-up, on a loaded machine
  afterAll(() => cluster.close(), 60_000)

  it('runs each due job on exactly one of two instances that look at the same moment', async () => {
    // Past the first due time of all (the previews: hourly), on a whole minute (the reminders run at each).
    const t = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000)
    const [onA, onB] = await Promise.all([cluster.a.jobs.runDue(t), cluster.b.jobs.runDue(t)])
    expect([...onA, ...onB].sort()).toEqual(['event-reminders', 'order-sweep', 'parent-digest-weekly', 'plan-preview-expiry'])
    expect((await recentRuns(cluster.a.db, 'order-sweep', 10)).filter((r) => r.started_at === t.toISOString())).toHaveLength(1)
    // Not due again until a period later (the sweep's ORDER_SWEEP_INTERVAL_MS is 60 s).
    expect(await cluster.b.jobs.runDue(new Date(t.getTime() + 30_000))).toEqual([])
    // The parents' digest runs at each quarter hour: again only if one falls within that minute.
    const quarter = 15 * 60_000
    const digestAgain = Math.floor((t.getTime() + 60_000) / quarter) > Math.floor(t.getTime() / quarter)
    expect((await cluster.a.jobs.runDue(new Date(t.getTime() + 60_000))).sort()).toEqual(['event-reminders', 'order-sweep', ...(digestAgain ? ['parent-digest-weekly'] : [])])
  })

  it('hands a run over when its instance died mid-run (the claim lapses), never before', async () => {
    const seen: string[] = []
    const job = defineJob({ name: 'lease-probe', intervalMs: 1000, timeoutMs: 5000, run: async ({ now }) => seen.push(now.toISOString()) })
    const a = new JobScheduler(cluster.a, [job])
    const b = new JobScheduler(cluster.b, [job])
    await a.start(0)
    await b.start(0)
    const t0 = new Date(Date.now() + 60_000)
    // A claimed the run and died: its lease stays in the row.
    await cluster.a.db.updateTable('scheduled_jobs').set({ lease_until: new Date(t0.getTime() + 5000).toISOString(), locked_by: 'dead' }).where('name', '=', 'lease-probe').execute()
    expect(await b.runDue(new Date(t0.getTime() + 2000))).toEqual([])
    expect(await b.runDue(new Date(t0.getTime() + 5000))).toEqual(['lease-probe'])
    expect(seen).toEqual([new Date(t0.getTime() + 5000).toISOString()])
  })

  it('records failures and time-outs, gives each run the previous start, and runs again next period', async () => {
    const contexts: JobContext[] = []
    let calls = 0
    const flaky = defineJob({
      name: 'flaky-probe',
      intervalMs: 1000,
      timeoutMs: 200,
      run: async (ctx) => {
        contexts.push(ctx)
        calls += 1
        if (calls === 1) throw new Error('provider down')
        if (calls === 2) return new Promise((resolve) => ctx.signal.addEventListener('abort', resolve))
        return { handled: 3 }
      },
    })
    const s = new JobScheduler(cluster.a, [flaky])
    await s.start(0)
    const t = Date.now() + 120_000
    for (const offset of [0, 1000, 2000]) await s.runDue(new Date(t + offset))
    const runs = (await recentRuns(cluster.a.db, 'flaky-probe', 10)).reverse()
    expect(runs.map((r) => [r.status, r.detail])).toEqual([
      ['failed', 'provider down'],
      ['timeout', 'job ran longer than 200 ms'],
      ['ok', '{"handled":3}'],
    ])
    expect(contexts[0].previousRunAt).toBeNull()
    expect(contexts[1].previousRunAt?.getTime()).toBe(t)
    expect(contexts[1].signal.aborted).toBe(true)
    expect(contexts[2].previousRunAt?.getTime()).toBe(t + 1000)
  })

  it('refuses badly named or twice-named jobs, and skips a job whose interval is 0', () => {
    expect(() => defineJob({ name: 'Bad Name', intervalMs: 1, run: async () => {} })).toThrow(/lower-case/)
    const job = defineJob({ name: 'twice', intervalMs: 1, run: async () => {} })
    expect(() => new JobScheduler(cluster.a, [job, job])).toThrow(/two jobs/)
    const off = defineJob({ name: 'off', intervalMs: () => 0, run: async () => {} })
    expect(new JobScheduler(cluster.a, [off, job]).names).toEqual(['twice'])
  })

  it('deletes previews nobody confirmed in time, and only those', async () => {
    const user = (await cluster.a.db.selectFrom('users').select('id').executeTakeFirst())?.id
    const { createUserWithSession } = await import('../helpers')
    const owner = user ?? (await createUserWithSession(cluster.a)).user.id
    const row = (id: string, expires: string) => ({
      id, user_id: owner, kind: 'instruction', source: 'assistant', operations: '[]', time_zone: 'UTC',
      created_at: '2026-01-01T00:00:00.000Z', expires_at: expires, applied_at: null,
    })
    const now = new Date(Date.now() + 4 * 3600_000)
    await cluster.a.db.insertInto('plan_proposals').values([row('prp_old', '2026-01-01T00:30:00.000Z'), row('prp_new', new Date(now.getTime() + 60_000).toISOString())]).execute()
    expect(await cluster.b.jobs.runDue(now)).toContain('plan-preview-expiry')
    const left = await cluster.a.db.selectFrom('plan_proposals').select('id').where('id', 'in', ['prp_old', 'prp_new']).execute()
    expect(left.map((r) => r.id)).toEqual(['prp_new'])
  })
})
