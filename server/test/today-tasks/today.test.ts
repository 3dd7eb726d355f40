import { PATHS } from '@contract/paths'
import type { FocusResult, RetestOutcome, TodayTasks } from '@contract/today-tasks'
import { newId } from '../../src/db/ids'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from './mistake-fixture'
import { clock } from '../../src/lib/time'

const T = PATHS.todayTasks
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai

/** Local midnight `days` after the local day of `iso` in `zone`, found by scanning (independent of the server's code). */
function localMidnight(iso: string, days: number, zone: string): string {
  const dateOf = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t))
  const startDay = dateOf(Date.parse(iso))
  const target = new Date(Date.parse(`${startDay}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  // The first minute whose local date is the target day.
  let t = Date.parse(`${target}T00:00:00Z`) - 15 * 3600_000
  while (dateOf(t) !== target) t += 60_000
  return new Date(t).toISOString()
}

const event = (title: string, start: string, end: string, kind = 'study', rrule: string | null = null) => ({
  title,
  course_id: 2,
  start_at: start,
  end_at: end,
  all_day: false,
  rrule,
  kind,
})

describe("today's tasks", () => {
  let ctx: TestContext
  let api: PlanClient
  let userId: string

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    const user = await createUserWithSession(ctx.app)
    userId = user.user.id
    api = planClient(ctx.app, user)
  })
  afterEach(() => jest.restoreAllMocks())

  const today = async () => {
    const res = await api.get<TodayTasks>(T.list)
    expect(res.code).toBe(200)
    return res.data
  }

  it("lists the student's own day as a checklist, and checking a task off moves progress and the streak", async () => {
    await api.post(P.createEvent, event('Vocabulary', '2026-03-09T07:00:00+08:00', '2026-03-09T07:30:00+08:00', 'study', 'FREQ=DAILY'))
    await api.post(P.createEvent, event('Maths class', '2026-03-11T14:00:00+08:00', '2026-03-11T15:00:00+08:00', 'class'))
    await api.post(P.createEvent, event('Nap', '2026-03-11T13:00:00+08:00', '2026-03-11T13:30:00+08:00', 'rest'))
    // 23:30 on Wednesday in Shanghai is Wednesday in UTC too; 00:30 on Thursday is Wednesday in UTC.
    await api.post(P.createEvent, event('Late reading', '2026-03-12T00:30:00+08:00', '2026-03-12T01:00:00+08:00'))

    const before = await today()
    expect(before.date).toBe('2026-03-11')
    expect(before.tasks.map((t) => t.event.title)).toEqual(['Vocabulary', 'Maths class'])
    expect(before.progress).toEqual({ done: 0, total: 2 })
    expect(before.streak).toEqual({ days: 0, today_active: false, best: 0 })

    const vocab = before.tasks[0].event
    await api.put(P.alterEvent, { event_id: vocab.event_id, occurrence_start: vocab.occurrence_start, patch: { status: 'done' } })
    const after = await today()
    expect(after.tasks.map((t) => t.event.status)).toEqual(['done', 'todo'])
    expect(after.progress).toEqual({ done: 1, total: 2 })
    expect(after.streak).toEqual({ days: 1, today_active: true, best: 1 })

    // Undoing the check-off takes the day back out of the streak.
    await api.get(P.undoOrRedo, { action: 'undo' })
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
  })

  it("counts only today's real ticks: ticking tomorrow's or last week's tasks changes no streak", async () => {
    const id = async (title: string, day: string) =>
      (await api.post(P.createEvent, event(title, `${day}T18:00:00+08:00`, `${day}T19:00:00+08:00`))).data.event.event_id as string
    const tick = (eventId: string) => api.put(P.alterEvent, { event_id: eventId, patch: { status: 'done' } })
    const lastWeek = await Promise.all(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'].map((d) => id(`Past ${d}`, d)))
    const tomorrow = await id('Tomorrow', '2026-03-12')
    const dayAfter = await id('Day after', '2026-03-13')
    for (const e of [...lastWeek, tomorrow, dayAfter]) expect((await tick(e)).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
    // Tomorrow comes: the task ticked in advance still does not count; ticking today's own does.
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-12T12:00:00Z'))
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
    const todays = await id('Today', '2026-03-12')
    expect((await tick(todays)).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 1, today_active: true, best: 1 })
    // Un-ticking takes the day out again; ticking that task the next morning does not put it back.
    await api.put(P.alterEvent, { event_id: todays, patch: { status: 'todo' } })
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-13T01:00:00Z'))
    await api.put(P.alterEvent, { event_id: todays, patch: { status: 'done' } })
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
  })

  it("moving a ticked task to another day takes its tick out of the streak; moving it back puts it in again", async () => {
    const created = await api.post(P.createEvent, event('Essay', '2026-03-11T18:00:00+08:00', '2026-03-11T19:00:00+08:00'))
    const id = created.data.event.event_id as string
    expect((await api.put(P.alterEvent, { event_id: id, patch: { status: 'done' } })).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 1, today_active: true, best: 1 })
    const move = (day: string) => api.put(P.alterEvent, { event_id: id, patch: { start_at: `${day}T18:00:00+08:00`, end_at: `${day}T19:00:00+08:00` } })
    expect((await move('2026-03-12')).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
    expect((await move('2026-03-11')).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 1, today_active: true, best: 1 })
    // Deleted, it counts no more; undone, it is back.
    expect((await api.del(P.deleteEvent, { event_id: id })).code).toBe(200)
    expect((await today()).streak).toEqual({ days: 0, today_active: false, best: 0 })
    await api.get(P.undoOrRedo, { action: 'undo' })
    expect((await today()).streak).toEqual({ days: 1, today_active: true, best: 1 })
  })

  it('counts a streak of days in a row, still alive until today ends', async () => {
    const focus = (day: string, id: string) =>
      ctx.app.db
        .insertInto('focus_sessions')
        .values({ id: newId('foc'), user_id: userId, client_id: id, event_id: null, occurrence_start: null, started_at: `${day}T12:00:00.000Z`, minutes: 25, local_date: day, created_at: NOW.toISOString() })
        .execute()
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-08', '2026-03-09', '2026-03-10']) await focus(day, `c-${day}`)
    expect((await today()).streak).toEqual({ days: 3, today_active: false, best: 4 })
    await focus('2026-03-11', 'c-today')
    expect((await today()).streak).toEqual({ days: 4, today_active: true, best: 4 })
  })

  describe('the focus timer', () => {
    const session = (over: Record<string, unknown> = {}) => ({ client_id: 'focus-0001', started_at: '2026-03-11T01:50:00.000Z', minutes: 25, ...over })

    it('records focused minutes on a task once, however often the app retries', async () => {
      await api.post(P.createEvent, event('Maths class', '2026-03-11T14:00:00+08:00', '2026-03-11T15:00:00+08:00', 'class'))
      const [task] = (await today()).tasks
      const body = session({ event_id: task.event.event_id })
      const first = await api.post<FocusResult>(T.focus, body)
      expect(first.data).toMatchObject({ focus_minutes_today: 25, task_minutes: 25, streak: { days: 1, today_active: true } })
      const retry = await api.post<FocusResult>(T.focus, body)
      expect(retry.data.focus_minutes_today).toBe(25)
      await api.post(T.focus, session({ client_id: 'focus-0002', minutes: 5 }))
      const list = await today()
      expect(list.focus_minutes_today).toBe(30)
      expect(list.tasks[0].focus_minutes).toBe(25)
    })

    it('refuses minutes that have not passed yet, and changes nothing', async () => {
      expect(await api.post(T.focus, session({ started_at: '2026-03-11T02:20:00.000Z', minutes: 25 }))).toMatchObject({ status: 400, code: 400044 })
      expect(await api.post(T.focus, session({ started_at: '2026-03-09T02:00:00.000Z' }))).toMatchObject({ status: 400, code: 400044 })
      expect(await api.post(T.focus, session({ minutes: 0 }))).toMatchObject({ status: 400, msg: 'Check the number of minutes' })
      expect(await api.post(T.focus, session({ client_id: 'x' }))).toMatchObject({ status: 400, msg: expect.stringContaining('focus session') })
      expect((await today()).focus_minutes_today).toBe(0)
    })

    it("files minutes where today's task shows them: a series needs one of its real occurrences, a single event takes none", async () => {
      await api.post(P.createEvent, event('Maths class', '2026-03-11T14:00:00+08:00', '2026-03-11T15:00:00+08:00', 'class'))
      await api.post(P.createEvent, event('Reading', '2026-03-10T18:00:00+08:00', '2026-03-10T18:30:00+08:00', 'study', 'FREQ=DAILY'))
      const tasks = (await today()).tasks
      const single = tasks.find((t) => t.event.title === 'Maths class')!.event
      const daily = tasks.find((t) => t.event.title === 'Reading')!.event
      // A stray occurrence on a single event is not an address of its own.
      const onSingle = await api.post<FocusResult>(T.focus, session({ client_id: 'focus-s1', event_id: single.event_id, occurrence_start: '2026-03-01T00:00:00Z' }))
      expect(onSingle.data.task_minutes).toBe(25)
      // A series without an occurrence, or with one it does not have, is refused and records nothing.
      expect(await api.post(T.focus, session({ client_id: 'focus-s2', event_id: daily.event_id }))).toMatchObject({ status: 400, code: 400001, data: null })
      expect(await api.post(T.focus, session({ client_id: 'focus-s3', event_id: daily.event_id, occurrence_start: '2026-03-11T10:30:00Z' }))).toMatchObject({ status: 404, code: 404040 })
      const onDaily = await api.post<FocusResult>(T.focus, session({ client_id: 'focus-s4', event_id: daily.event_id, occurrence_start: daily.occurrence_start, minutes: 5 }))
      expect(onDaily.data).toMatchObject({ task_minutes: 5, focus_minutes_today: 30 })
      const after = await today()
      expect(after.tasks.map((t) => [t.event.title, t.focus_minutes])).toEqual([['Maths class', 25], ['Reading', 5]])
      expect(after.focus_minutes_today).toBe(30)
    })

    it("refuses another student's task (404) and records nothing", async () => {
      const other = planClient(ctx.app, await createUserWithSession(ctx.app))
      await other.post(P.createEvent, event('Theirs', '2026-03-11T14:00:00+08:00', '2026-03-11T15:00:00+08:00'))
      const [theirs] = (await other.get<TodayTasks>(T.list)).data.tasks
      expect(await api.post(T.focus, session({ event_id: theirs.event.event_id }))).toMatchObject({ status: 404, code: 404040 })
      expect((await today()).focus_minutes_today).toBe(0)
    })
  })

  describe('spaced re-tests of mistakes', () => {
    const report = (mistake_id: string, result: string) => api.post<RetestOutcome>(T.retestResult, { mistake_id, result })

    // Self-graded re-tests are for questions the tutor's checker cannot judge (free text): these grade FSRS directly.
    it('brings a mistake back when due; each solve makes the gap grow (FSRS, in local days), and it never retires', async () => {
      const id = await addMistake(ctx.app, userId, 'Explain why the sky is blue', '2026-03-09T16:00:00.000Z')
      await addMistake(ctx.app, userId, 'Not yet', '2026-03-11T16:00:00.000Z')
      const list = await today()
      expect(list.retests).toEqual([expect.objectContaining({ mistake_id: id, question: 'Explain why the sky is blue', stage: 0, overdue: true })])
      expect(list.progress).toEqual({ done: 0, total: 1 })

      const first = await report(id, 'solved')
      // Three local days on: Saturday 14 March starts at 16:00 UTC on the 13th in Shanghai.
      expect(first.data).toMatchObject({ stage: 1, interval_days: 3, mastered: false, advanced: true, next_retest_at: '2026-03-13T16:00:00.000Z', streak: { days: 1 } })
      const after = await today()
      expect(after.retests).toEqual([])
      expect(after.progress).toEqual({ done: 1, total: 1 })
      // The same re-test reported twice (double tap, retry): nothing moves further.
      expect(await report(id, 'solved')).toMatchObject({ status: 409, code: 409041 })

      // Answered on each due day, at 10:00 local: the gaps keep growing, and it keeps coming back.
      const gaps = [first.data.interval_days as number]
      let due = first.data.next_retest_at as string
      for (let i = 0; i < 4; i++) {
        jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(due) + 10 * 3600_000))
        expect((await today()).retests.map((r) => r.mistake_id)).toContain(id)
        const next = (await report(id, 'solved')).data
        expect(next.next_retest_at).toBe(localMidnight(due, next.interval_days, 'Asia/Shanghai'))
        gaps.push(next.interval_days)
        due = next.next_retest_at
      }
      for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1])
      expect(gaps[gaps.length - 1]).toBeGreaterThanOrEqual(21)
      jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(due) + 10 * 3600_000))
      expect((await today()).retests.map((r) => r.mistake_id)).toContain(id)
    })

    it('shrinks the gap after a wrong answer (back tomorrow), and grades help and speed in between', async () => {
      const ids = await Promise.all(['a', 'b', 'c', 'd'].map((q) => addMistake(ctx.app, userId, `Explain photosynthesis (${q})`, '2026-03-10T16:00:00.000Z')))
      // The same history for all four: solved on 11 March, then again when due.
      let due = ''
      for (const id of ids) due = (await report(id, 'solved')).data.next_retest_at
      jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(due) + 10 * 3600_000))
      const results = ['wrong', 'helped', 'solved', 'fast']
      const outcomes = await Promise.all(ids.map(async (id, i) => (await report(id, results[i])).data))
      const gaps = outcomes.map((o) => o.interval_days)
      expect(gaps[0]).toBe(1)
      expect(outcomes[0]).toMatchObject({ advanced: false, next_retest_at: localMidnight(due, 1, 'Asia/Shanghai') })
      expect(gaps[1]).toBeGreaterThan(gaps[0])
      expect(gaps[2]).toBeGreaterThan(gaps[1])
      expect(gaps[3]).toBeGreaterThan(gaps[2])
      // After the lapse, a solve gives a shorter gap than the same solve without the lapse.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(outcomes[0].next_retest_at) + 10 * 3600_000))
      const relearnt = (await report(ids[0], 'solved')).data
      expect(relearnt.interval_days).toBeLessThan(gaps[2])
      const stored = await ctx.app.db.selectFrom('mistakes').selectAll().where('id', '=', ids[0]).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ stage: 3, fsrs_lapses: 1, fsrs_reps: 3 })
      expect(Number(stored.fsrs_difficulty)).toBeGreaterThan(Number((await ctx.app.db.selectFrom('mistakes').select('fsrs_difficulty').where('id', '=', ids[3]).executeTakeFirstOrThrow()).fsrs_difficulty))
    })

    it('lands each re-test on the right local day across a daylight-saving change', async () => {
      const laUser = await createUserWithSession(ctx.app)
      const la = planClient(ctx.app, laUser, 'America/Los_Angeles')
      const laId = laUser.user.id
      const post = (id: string, result: string) => la.post<RetestOutcome>(T.retestResult, { mistake_id: id, result })
      // Saturday 13 March 2027, 22:00 in Los Angeles (PST); clocks go forward at 02:00 on Sunday.
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2027-03-14T06:00:00Z'))
      const a = await addMistake(ctx.app, laId, 'Describe the water cycle', '2027-03-13T08:00:00.000Z')
      const b = await addMistake(ctx.app, laId, 'Name the inner planets', '2027-03-13T08:00:00.000Z')
      // Tomorrow: Sunday 14 March, 00:00 PST (08:00 UTC); three days: Tuesday 16 March, 00:00 PDT (07:00 UTC).
      expect((await post(a, 'wrong')).data).toMatchObject({ interval_days: 1, next_retest_at: '2027-03-14T08:00:00.000Z' })
      expect((await post(b, 'solved')).data).toMatchObject({ interval_days: 3, next_retest_at: '2027-03-16T07:00:00.000Z' })
      // Sunday 23:30 PDT: tomorrow is Monday 00:00 PDT (07:00 UTC), 23.5 hours ahead, not 24.
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2027-03-15T06:30:00Z'))
      expect((await post(a, 'wrong')).data).toMatchObject({ interval_days: 1, next_retest_at: '2027-03-15T07:00:00.000Z' })
    })

    it('carries re-tests made under the old fixed stages over to FSRS, bringing retired ones back', async () => {
      const migration = await import('../../src/db/migrations/20261124-1302-fsrs-mistakes')
      const ids = await Promise.all([0, 1, 2, 2].map((stage, i) => addMistake(ctx.app, userId, `Old ${i}`, '2026-03-20T16:00:00.000Z', stage)))
      await ctx.app.db.updateTable('mistakes').set({ mastered_at: '2026-03-01T00:00:00.000Z' }).where('id', '=', ids[3]).execute()
      const raw = ctx.app.db as unknown as Parameters<typeof migration.up>[0]
      await migration.down(raw)
      await migration.up(raw)
      const rows = await ctx.app.db.selectFrom('mistakes').selectAll().where('id', 'in', ids).execute()
      const byId = (id: string) => rows.find((r) => r.id === id)!
      expect(byId(ids[0])).toMatchObject({ fsrs_state: 0, fsrs_stability: null, fsrs_reps: 0 })
      expect(byId(ids[1])).toMatchObject({ fsrs_state: 2, fsrs_reps: 1, fsrs_scheduled_days: 3, next_retest_at: '2026-03-20T16:00:00.000Z' })
      expect(Number(byId(ids[2]).fsrs_stability)).toBe(7)
      expect(byId(ids[3])).toMatchObject({ mastered_at: null, fsrs_reps: 3, next_retest_at: '2026-03-22T00:00:00.000Z' })
      // The retired one is due again (overdue); a solve now gives it a gap longer than three weeks.
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-23T02:00:00Z'))
      expect((await today()).retests.map((r) => r.mistake_id)).toEqual(expect.arrayContaining([ids[3]]))
      expect((await report(ids[3], 'solved')).data.interval_days).toBeGreaterThan(21)
    })

    it('answers a simultaneous double report once', async () => {
      const id = await addMistake(ctx.app, userId, 'Describe the water cycle', '2026-03-10T16:00:00.000Z')
      const results = await Promise.all([report(id, 'solved'), report(id, 'solved')])
      // Whichever arrives second finds it answered (403018) or already moved on to a later day (409041).
      const codes = results.map((r) => r.code).sort()
      expect(codes[0]).toBe(200)
      expect([403018, 409041]).toContain(codes[1])
      const rows = await ctx.app.db.selectFrom('mistake_retests').selectAll().where('mistake_id', '=', id).execute()
      expect(rows).toHaveLength(1)
    })

    it("refuses another student's mistake and a bad result", async () => {
      const theirs = await addMistake(ctx.app, (await createUserWithSession(ctx.app)).user.id, 'Theirs', '2026-03-10T16:00:00.000Z')
      expect(await report(theirs, 'solved')).toMatchObject({ status: 404, code: 404042 })
      expect(await api.post(T.similarQuestion, { mistake_id: theirs })).toMatchObject({ status: 404, code: 404042 })
      expect(await report(theirs, 'guessed')).toMatchObject({ status: 400, msg: 'Choose how it went' })
    })

    it('offers a checked exercise from the tutor offline, the same while the re-test is open; free text comes back as itself, self-graded', async () => {
      const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-10T16:00:00.000Z')
      const a = await api.post(T.similarQuestion, { mistake_id: id })
      expect(a.data).toMatchObject({ source: 'engine', checkable: true, solution: null, attempts: 0, max_attempts: 3 })
      expect(a.data.question).toMatch(/^Solve \d+x [+-] \d+ = -?\d+$/)
      expect(a.data.question).not.toBe('Solve 3x + 5 = 20')
      expect((await api.post(T.similarQuestion, { mistake_id: id })).data).toEqual(a.data)
      // A checked re-test is not graded by a tap.
      expect(await report(id, 'solved')).toMatchObject({ status: 409, code: 409044 })
      const words = await addMistake(ctx.app, userId, 'Explain photosynthesis', '2026-03-10T16:00:00.000Z')
      expect((await api.post(T.similarQuestion, { mistake_id: words })).data).toMatchObject({ question: 'Explain photosynthesis', source: 'original', checkable: false, solution: null })
      const notDue = await addMistake(ctx.app, userId, 'Solve 2x = 8', '2026-03-20T16:00:00.000Z')
      expect(await api.post(T.similarQuestion, { mistake_id: notDue })).toMatchObject({ status: 409, code: 409041 })
    })
  })
})
