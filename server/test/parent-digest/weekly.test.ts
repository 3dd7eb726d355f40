import { deliverWeekly, deliveryDeps, parentDigestJob } from '../../src/modules/parent-digest/delivery/weekly.job'
import type { App } from '../../src/types'
import { captureLog } from '../fixtures/capture-log'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'
import { TEST_DIALECT } from '../helpers'
import { twinApps } from '../jobs/twin-apps'
import { PARENT_TEMPLATE, WECHAT_APP, parentIn, sharingStudent } from './parent-client'

const QUARTER = 15 * 60_000
const LA = 'America/Los_Angeles'
const SH = 'Asia/Shanghai'

/** Local "YYYY-MM-DD HH:mm (weekday)" of an instant, read with Intl (independently of the server's time layer). */
const local = (iso: string, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/**
 * Three students (Los Angeles, Shanghai, UTC) whose parents asked for the week, walked through the
 * weekend Los Angeles moves its clocks forward (Sunday 2027-03-14 02:00 → 03:00), a quarter hour at
 * a time, with two server instances taking turns at the scheduler as in a cluster. Each parent
 * gets the week once, at 19:00 on Sunday in the student's zone, in the parent's language; the
 * parent of a link revoked between the opt-in and Sunday gets nothing.
 */
describe(`the weekly digest to parents, Sunday evening in the student's zone (${TEST_DIALECT})`, () => {
  let cluster: Awaited<ReturnType<typeof twinApps>>
  let fake: FakeWechat
  beforeAll(async () => {
    fake = await startFakeWechat(WECHAT_APP)
    cluster = await twinApps({
      JOB_TICK_MS: '0',
      WECHAT_APP_ID: WECHAT_APP.appId,
      WECHAT_APP_SECRET: WECHAT_APP.appSecret,
      WECHAT_API_BASE: fake.url,
      PARENT_DIGEST_WECHAT_TEMPLATE_ID: PARENT_TEMPLATE,
      // The fake answers at once; on a loaded machine (two suites per core) its first answer, token
      // fetch included, has taken over 5 s to be read: a time-out here would be the machine, not WeChat.
      WECHAT_TIMEOUT_MS: '60000',
    })
  }, 180_000) // two migrated databases' worth of start-up, on a loaded machine
  afterAll(async () => {
    await cluster?.close()
    await fake?.close()
  }, 60_000)

  const sends = () => cluster.a.db.selectFrom('parent_digest_sends').selectAll().orderBy('sent_at').execute()
  const ctx = (app: App, now: Date) => ({ app, now, previousRunAt: null, signal: new AbortController().signal, log: captureLog().log as never })

  it('sends each parent the week once, at 19:00 local on Sunday, across a DST change, and nothing for a revoked link', async () => {
    const la = await sharingStudent(cluster.a, LA, 'Lin')
    const sh = await sharingStudent(cluster.b, SH, '小明')
    const utc = await sharingStudent(cluster.a, 'UTC', 'Sam')
    const gone = await sharingStudent(cluster.b, SH, 'Gone')
    const laMum = parentIn(cluster.a, fake, 'o-la-mum', 'en')
    const shDad = parentIn(cluster.b, fake, 'o-sh-dad', 'zh-Hans')
    const utcGran = parentIn(cluster.a, fake, 'o-utc-gran', 'fr')
    const goneDad = parentIn(cluster.b, fake, 'o-gone-dad', 'en')
    for (const [p, s] of [[laMum, la], [shDad, sh], [utcGran, utc], [goneDad, gone]] as const) {
      expect((await p.subscribe(s.token)).json().data).toEqual({ subscribed: true })
      p.allow()
      p.allow()
    }
    // Revoked between the opt-in and Sunday: its subscription goes with it.
    expect((await gone.revoke()).statusCode).toBe(200)

    let turn = 0
    for (let t = Date.parse('2027-03-13T00:00:00Z'); t <= Date.parse('2027-03-15T12:00:00Z'); t += QUARTER) {
      await (turn++ % 2 === 0 ? cluster.a : cluster.b).jobs.runDue(new Date(t))
    }

    const zoneOf: Record<string, string> = { [la.user.id]: LA, [sh.user.id]: SH, [utc.user.id]: 'UTC' }
    const rows = await sends()
    expect(rows.map((r) => [local(r.sent_at, zoneOf[r.user_id]), r.week, r.outcome])).toEqual([
      ['Sun 2027-03-14 19:00', '2027-03-08', 'sent'], // Shanghai, 11:00 UTC
      ['Sun 2027-03-14 19:00', '2027-03-08', 'sent'], // UTC
      ['Sun 2027-03-14 19:00', '2027-03-08', 'sent'], // Los Angeles, now UTC−7: 02:00 UTC on Monday
    ])
    expect(rows.map((r) => r.user_id)).toEqual([sh.user.id, utc.user.id, la.user.id])
    expect(fake.messages.map((m) => [m.touser, m.page, (m.data as Record<string, { value: string }>).thing1.value, m.lang])).toEqual([
      ['o-sh-dad', 'packages/parent/digest', '小明的一周', 'zh_CN'],
      ['o-utc-gran', 'packages/parent/digest', 'La semaine de Sam', 'en_US'],
      ['o-la-mum', 'packages/parent/digest', "Lin's week", 'en_US'],
    ])
    // The week's figures, in the parent's language (nothing studied yet this week).
    expect((fake.messages[2].data as Record<string, { value: string }>).thing2.value).toBe('0 min · plan 0/0')
    expect(fake.messages.some((m) => m.touser === 'o-gone-dad')).toBe(false)

    // A restart that re-runs Sunday evening, on both instances at once, sends nothing again.
    for (const at of ['2027-03-14T11:00:00Z', '2027-03-14T19:30:00Z', '2027-03-15T02:00:00Z', '2027-03-15T06:45:00Z']) {
      const on = (app: App) => parentDigestJob.run(ctx(app, new Date(at))) as Promise<{ due: number; sent: number }>
      const runs = TEST_DIALECT === 'postgres' ? await Promise.all([on(cluster.a), on(cluster.b)]) : [await on(cluster.a), await on(cluster.b)]
      expect(runs.map((r) => r.sent)).toEqual([0, 0])
    }
    expect(await sends()).toHaveLength(3)
    expect(fake.messages).toHaveLength(3)
  }, 600_000)

  it('sends once when two instances reach the same Sunday evening at the same moment', async () => {
    const sh = await sharingStudent(cluster.a, SH, 'Wei')
    const mum = parentIn(cluster.a, fake, 'o-wei-mum', 'zh-Hant')
    await mum.subscribe(sh.token)
    mum.allow()
    mum.allow()
    const before = fake.messages.length
    // Sunday 2027-03-21 19:15 in Shanghai. Both instances run the whole pass, not only the scheduler's claim.
    const at = new Date('2027-03-21T11:15:00Z')
    const deps = [deliveryDeps(cluster.a), deliveryDeps(cluster.b)]
    const runs = TEST_DIALECT === 'postgres' ? await Promise.all(deps.map((d) => deliverWeekly(d, at, 19))) : [await deliverWeekly(deps[0], at, 19), await deliverWeekly(deps[1], at, 19)]
    const mine = fake.messages.slice(before).filter((m) => m.touser === 'o-wei-mum')
    expect(mine).toHaveLength(1)
    expect((mine[0].data as Record<string, { value: string }>).thing1.value).toBe('Wei的一週')
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1)
    const rows = (await sends()).filter((r) => r.user_id === sh.user.id)
    expect(rows.map((r) => [r.week, r.outcome])).toEqual([['2027-03-15', 'sent']])
  }, 120_000)

  it('records a week WeChat refused (the parent’s allowance used up) and does not retry it', async () => {
    const utc = await sharingStudent(cluster.a, 'UTC', 'Ana')
    const dad = parentIn(cluster.a, fake, 'o-ana-dad', 'es')
    await dad.subscribe(utc.token)
    const sunday = new Date('2027-03-28T19:00:00Z')
    expect(await deliverWeekly(deliveryDeps(cluster.a), new Date('2027-03-28T18:45:00Z'), 19)).toMatchObject({ sent: 0 })
    const run = await deliverWeekly(deliveryDeps(cluster.a), sunday, 19)
    expect(run.skipped).toBeGreaterThanOrEqual(1)
    dad.allow()
    expect(await deliverWeekly(deliveryDeps(cluster.a), new Date('2027-03-28T21:00:00Z'), 19)).toMatchObject({ due: 0 })
    expect(fake.messages.filter((m) => m.touser === 'o-ana-dad')).toHaveLength(0)
    const rows = (await sends()).filter((r) => r.user_id === utc.user.id)
    expect(rows.map((r) => [r.week, r.outcome])).toEqual([['2027-03-22', 'skipped']])
    // The next Sunday it goes out, with the allowance given since.
    await deliverWeekly(deliveryDeps(cluster.a), new Date('2027-04-04T19:00:00Z'), 19)
    expect(fake.messages.filter((m) => m.touser === 'o-ana-dad').map((m) => (m.data as Record<string, { value: string }>).thing1.value)).toEqual(['La semana de Ana'])
  }, 120_000)

  it('tries a send WeChat failed again at the next runs, three times at most, never one that went out', async () => {
    // Paris: its Sunday evening (UTC+2) is before anyone else's here, so no other parent takes WeChat's scripted answers.
    const utc = await sharingStudent(cluster.a, 'Europe/Paris', 'Zoe')
    const mum = parentIn(cluster.a, fake, 'o-zoe-mum', 'en')
    await mum.subscribe(utc.token)
    mum.allow()
    const run = (iso: string) => deliverWeekly(deliveryDeps(cluster.a), new Date(iso), 19)
    const mine = async () => (await sends()).filter((r) => r.user_id === utc.user.id).map((r) => [r.week, r.outcome, r.attempts])
    // WeChat busy (errcode -1) at 19:00 and 19:15 Paris time; it goes out at 19:30, and not again.
    fake.script('/cgi-bin/message/subscribe/send', { errcode: -1, errmsg: 'system busy' }, { errcode: -1, errmsg: 'system busy' })
    await run('2027-04-11T17:00:00Z')
    expect(await mine()).toEqual([['2027-04-05', 'failed', 1]])
    await run('2027-04-11T17:15:00Z')
    await run('2027-04-11T17:30:00Z')
    await run('2027-04-11T17:45:00Z')
    expect(await mine()).toEqual([['2027-04-05', 'sent', 3]])
    expect(fake.messages.filter((m) => m.touser === 'o-zoe-mum')).toHaveLength(1)
    // The next week WeChat stays busy: three tries, then the week is given up.
    mum.allow()
    fake.script('/cgi-bin/message/subscribe/send', ...Array.from({ length: 4 }, () => ({ errcode: -1, errmsg: 'system busy' })))
    for (const at of ['17:00', '17:15', '17:30', '17:45']) await run(`2027-04-18T${at}:00Z`)
    expect((await mine())[1]).toEqual(['2027-04-12', 'failed', 3])
    expect(fake.messages.filter((m) => m.touser === 'o-zoe-mum')).toHaveLength(1)
  }, 120_000)
})
