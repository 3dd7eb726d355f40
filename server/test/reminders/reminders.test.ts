import { PATHS } from '@contract/paths'
import type { PlanChangeResult } from '@contract/study-plan'
import { remindersJob } from '../../src/modules/reminders/reminders.job'
import type { App } from '../../src/types'
import { startLocalServer, sendJson, type LocalServer } from '../fixtures/http-server'
import { createUserWithSession, TEST_DIALECT } from '../helpers'
import { twinApps } from '../jobs/twin-apps'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { captureLog } from '../fixtures/capture-log'

const P = PATHS.studyPlan
const MINUTE = 60_000
const LA = 'America/Los_Angeles'
const SH = 'Asia/Shanghai'

/** Local "YYYY-MM-DD HH:mm" of an instant, read with Intl (independently of the server's code). */
const local = (iso: string, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const draft = (title: string, start: string, end: string, over: Record<string, unknown> = {}) => ({
  title,
  course_id: null,
  start_at: start,
  end_at: end,
  all_day: false,
  rrule: null,
  kind: 'study',
  ...over,
})

/** The new event's id (a new series is answered without an occurrence: read back by its title, unique here). */
async function created(app: App, api: PlanClient, body: { title: string }): Promise<string> {
  const res = await api.post<PlanChangeResult>(P.createEvent, body)
  expect(res.code).toBe(200)
  if (res.data.event) return res.data.event.event_id
  const row = await app.db.selectFrom('study_events').select('id').where('title', '=', body.title).where('parent_id', 'is', null).executeTakeFirstOrThrow()
  return row.id
}

/**
 * Two students, Los Angeles and Shanghai, walked through 49 simulated hours
 * around the night Los Angeles moves its clocks forward (2027-03-14 02:00 → 03:00), with two
 * server instances taking turns at the job, as in a cluster. Every reminder must arrive exactly
 * once, at the local minute its event says, and none for events deleted, moved away or done.
 */
describe(`event and exam reminders (${TEST_DIALECT})`, () => {
  let cluster: Awaited<ReturnType<typeof twinApps>>
  let cloud: LocalServer
  const pushes: { request_id: string; push_clientid: string; title: string; content: string }[] = []

  beforeAll(async () => {
    cloud = await startLocalServer((req, res) => {
      pushes.push(JSON.parse(req.body))
      sendJson(res, 200, { ok: true })
    })
    // No background ticks: every run happens at an injected minute.
    cluster = await twinApps({ JOB_TICK_MS: '0', PUSH_PROVIDER: 'cloud', PUSH_CLOUD_URL: `${cloud.url}/push` })
  }, 180_000) // two migrated databases' worth of start-up, on a loaded machine
  afterAll(async () => {
    await cluster?.close()
    await cloud?.close()
  }, 60_000)

  async function student(app: App, zone: string, language: string, device: string) {
    const user = await createUserWithSession(app)
    await app.db.updateTable('users').set({ language, device_id: device, time_zone: zone }).where('id', '=', user.user.id).execute()
    return { id: user.user.id, api: planClient(app, user, zone) }
  }

  it('sends each reminder once, at the right local minute, in both zones across a DST change', async () => {
    const la = await student(cluster.a, LA, 'en', 'cid-la')
    const sh = await student(cluster.b, SH, 'zh-Hans', 'cid-sh')

    // Los Angeles: a daily revision at 08:00 on both sides of the change, an exam reminded a day
    // (1440 minutes, as the .ics TRIGGER says) ahead, an event deleted, a task already done.
    await created(cluster.a, la.api, draft('Maths revision', '2027-03-13T08:00:00-08:00', '2027-03-13T09:00:00-08:00', { rrule: 'FREQ=DAILY;COUNT=2', reminder_min: 15 }))
    await created(cluster.a, la.api, draft('Chemistry exam', '2027-03-14T09:00:00-07:00', '2027-03-14T11:00:00-07:00', { kind: 'exam', reminder_min: 1440 }))
    const piano = await created(cluster.a, la.api, draft('Piano', '2027-03-14T12:00:00-07:00', '2027-03-14T13:00:00-07:00', { reminder_min: 5 }))
    expect((await la.api.del(P.deleteEvent, { event_id: piano })).code).toBe(200)
    const reading = await created(cluster.a, la.api, draft('Reading', '2027-03-13T20:00:00-08:00', '2027-03-13T21:00:00-08:00', { reminder_min: 10 }))
    expect((await la.api.put(P.alterEvent, { event_id: reading, patch: { status: 'done' } })).code).toBe(200)
    await created(cluster.a, la.api, draft('No reminder', '2027-03-13T10:00:00-08:00', '2027-03-13T11:00:00-08:00'))

    // Shanghai: one event, one moved an hour later, a series with one occurrence moved and one deleted.
    await created(cluster.b, sh.api, draft('Physics', '2027-03-13T19:00:00+08:00', '2027-03-13T20:00:00+08:00', { reminder_min: 30 }))
    const english = await created(cluster.b, sh.api, draft('English', '2027-03-14T20:00:00+08:00', '2027-03-14T21:00:00+08:00', { reminder_min: 15 }))
    expect((await sh.api.put(P.alterEvent, { event_id: english, patch: { start_at: '2027-03-14T21:00:00+08:00' } })).code).toBe(200)
    const words = await created(cluster.b, sh.api, draft('Vocabulary', '2027-03-13T07:00:00+08:00', '2027-03-13T07:20:00+08:00', { rrule: 'FREQ=DAILY;COUNT=3', reminder_min: 10 }))
    const moved = await sh.api.put(P.alterEvent, {
      event_id: words,
      occurrence_start: '2027-03-13T23:00:00.000Z',
      scope: 'occurrence',
      patch: { start_at: '2027-03-14T07:30:00+08:00', end_at: '2027-03-14T07:50:00+08:00' },
    })
    expect(moved.code).toBe(200)
    expect((await sh.api.del(P.deleteEvent, { event_id: words, occurrence_start: '2027-03-14T23:00:00.000Z' })).code).toBe(200)

    // Every minute around each expected reminder (UTC, computed by hand from the local times
    // below), every 10 minutes in between: a reminder sent at any other minute (an hour off at
    // the DST change, late, early) is caught with the wrong sent_at. The two instances take
    // turns, as two servers behind one database would.
    const expected = ['2027-03-12T22:50', '2027-03-13T10:30', '2027-03-13T15:45', '2027-03-13T16:00', '2027-03-13T23:20', '2027-03-14T12:45', '2027-03-14T14:45']
    const ticks = new Set<number>()
    for (let t = Date.parse('2027-03-12T22:30:00Z'); t <= Date.parse('2027-03-14T23:40:00Z'); t += 10 * MINUTE) ticks.add(t)
    for (const e of expected) for (let d = -3; d <= 3; d++) ticks.add(Date.parse(`${e}:00Z`) + d * MINUTE)
    let i = 0
    for (const t of [...ticks].sort((x, y) => x - y)) await (i++ % 2 === 0 ? cluster.a : cluster.b).jobs.runDue(new Date(t))

    const sent = await cluster.a.db.selectFrom('sent_reminders').selectAll().orderBy('fire_at').execute()
    const zoneOf = (userId: string) => (userId === la.id ? LA : SH)
    const titleOf = async (notificationId: string | null) =>
      (await cluster.a.db.selectFrom('notifications').select('params').where('id', '=', notificationId ?? '').executeTakeFirstOrThrow()).params
    const seen = await Promise.all(
      sent.map(async (r) => [JSON.parse(await titleOf(r.notification_id)).title, local(r.sent_at, zoneOf(r.user_id)), r.sent_at === r.fire_at]),
    )
    expect(seen).toEqual([
      ['Vocabulary', '2027-03-13 06:50', true],
      ['Physics', '2027-03-13 18:30', true],
      ['Maths revision', '2027-03-13 07:45', true],
      ['Chemistry exam', '2027-03-13 08:00', true],
      ['Vocabulary', '2027-03-14 07:20', true],
      ['English', '2027-03-14 20:45', true],
      ['Maths revision', '2027-03-14 07:45', true],
    ])

    // Each one pushed once through the cloud function, in the student's language, with the local time.
    expect(pushes).toHaveLength(7)
    expect(new Set(pushes.map((p) => p.request_id)).size).toBe(7)
    const toLa = pushes.filter((p) => p.push_clientid === 'cid-la')
    expect(toLa.map((p) => p.title)).toEqual(['Reminder: Maths revision', 'Exam: Chemistry exam', 'Reminder: Maths revision'])
    expect(toLa[0].content).toBe('Starts Sat 13 Mar, 08:00. Open your plan to get ready.')
    expect(toLa[1].content).toBe('Starts Sun 14 Mar, 09:00. Open your plan to get ready.')
    expect(toLa[2].content).toBe('Starts Sun 14 Mar, 08:00. Open your plan to get ready.')
    expect(pushes.filter((p) => p.push_clientid === 'cid-sh').map((p) => p.title)).toEqual(['提醒：Vocabulary', '提醒：Physics', '提醒：Vocabulary', '提醒：English'])
    const listed = await cluster.a.db.selectFrom('notifications').select(['user_id', 'link']).where('template', '=', 'plan.reminder').execute()
    expect(listed.filter((n) => n.user_id === la.id)).toHaveLength(3)
    expect(listed.every((n) => n.link === 'pages/schedule/index')).toBe(true)

    // A restart that re-runs those minutes, on both instances at once, sends nothing again.
    for (const r of sent) {
      const at = new Date(r.fire_at)
      const ctx = (app: App) => ({ app, now: at, previousRunAt: null, signal: new AbortController().signal, log: captureLog().log as never })
      // At once on PostgreSQL; one after the other on SQLite, whose two apps share one process and
      // one file (a write waiting on the other's lock would block the event loop that could release it).
      const on = (app: App) => remindersJob.run(ctx(app))
      const runs = TEST_DIALECT === 'postgres' ? await Promise.all([on(cluster.a), on(cluster.b)]) : [await on(cluster.a), await on(cluster.b)]
      const [a, b] = runs as { due: number; sent: number }[]
      expect(a.due).toBeGreaterThan(0)
      expect(a.sent + b.sent).toBe(0)
    }
    expect(await cluster.a.db.selectFrom('sent_reminders').selectAll().execute()).toHaveLength(7)
    expect(pushes).toHaveLength(7)
  }, 600_000)

  it('re-arms a reminder when its event moves after it was sent, and sends nothing for a start already past', async () => {
    const la = await student(cluster.a, LA, 'en', 'cid-la2')
    const id = await created(cluster.a, la.api, draft('Biology', '2027-04-01T10:00:00-07:00', '2027-04-01T11:00:00-07:00', { reminder_min: 15 }))
    const at = (iso: string) => new Date(iso)
    const ctx = (now: Date) => ({ app: cluster.a, now, previousRunAt: null, signal: new AbortController().signal, log: captureLog().log as never })
    expect(await remindersJob.run(ctx(at('2027-04-01T16:44:00Z')))).toEqual({ due: 0, sent: 0 })
    expect(await remindersJob.run(ctx(at('2027-04-01T16:45:00Z')))).toEqual({ due: 1, sent: 1 })
    // Moved to 10:30: reminded again at 10:15, once.
    expect((await la.api.put(P.alterEvent, { event_id: id, patch: { start_at: '2027-04-01T10:30:00-07:00' } })).code).toBe(200)
    expect(await remindersJob.run(ctx(at('2027-04-01T17:14:00Z')))).toEqual({ due: 0, sent: 0 })
    expect(await remindersJob.run(ctx(at('2027-04-01T17:15:00Z')))).toEqual({ due: 1, sent: 1 })
    expect(await remindersJob.run(ctx(at('2027-04-01T17:16:00Z')))).toEqual({ due: 1, sent: 0 })
    // The servers were down from 10:14 to 10:40: the event has started, so no late "starts at 10:30".
    const late = await created(cluster.a, la.api, draft('Art', '2027-04-02T10:30:00-07:00', '2027-04-02T11:30:00-07:00', { reminder_min: 15 }))
    expect(late).toBeTruthy()
    expect(await remindersJob.run(ctx(at('2027-04-02T17:40:00Z')))).toEqual({ due: 0, sent: 0 })
    // Down from 10:14 to 10:20 instead: sent late, once, still before the start.
    expect(await remindersJob.run(ctx(at('2027-04-02T17:20:00Z')))).toEqual({ due: 1, sent: 1 })
  }, 60_000)
})
