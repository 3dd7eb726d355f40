import { PATHS } from '@contract/paths'
import type { FocusResult, RetestOutcome, TodayTasks } from '@contract/today-tasks'
import { newId } from '../../src/db/ids'
import { clock } from '../../src/modules/study-plan/clock'
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from './mistake-fixture'

const T = PATHS.todayTasks
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai

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

    it('brings a mistake back when due, and solving it without help moves it 3 then 7 days on, then masters it', async () => {
      const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-09T16:00:00.000Z')
      await addMistake(ctx.app, userId, 'Not yet', '2026-03-11T16:00:00.000Z')
      const list = await today()
      expect(list.retests).toEqual([expect.objectContaining({ mistake_id: id, question: 'Solve 3x + 5 = 20', stage: 0, overdue: true })])
      expect(list.progress).toEqual({ done: 0, total: 1 })

      const first = await report(id, 'solved')
      expect(first.data).toMatchObject({ stage: 1, mastered: false, advanced: true, next_retest_at: '2026-03-13T16:00:00.000Z', streak: { days: 1 } })
      const after = await today()
      expect(after.retests).toEqual([])
      expect(after.progress).toEqual({ done: 1, total: 1 })
      // The same re-test reported twice (double tap, retry): nothing moves further.
      expect(await report(id, 'solved')).toMatchObject({ status: 409, code: 409041 })

      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-14T02:00:00Z'))
      expect((await report(id, 'solved')).data).toMatchObject({ stage: 2, next_retest_at: '2026-03-20T16:00:00.000Z' })
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-21T02:00:00Z'))
      expect((await report(id, 'solved')).data).toMatchObject({ stage: 2, mastered: true, next_retest_at: null })
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-04-30T02:00:00Z'))
      expect((await today()).retests.map((r) => r.question)).toEqual(['Not yet'])
      expect(await report(id, 'solved')).toMatchObject({ status: 409, code: 409041 })
    })

    it('is not mastered when solved with help: the same stage comes back tomorrow; a wrong answer starts over', async () => {
      const id = await addMistake(ctx.app, userId, 'Factorise x^2 - 9', '2026-03-10T16:00:00.000Z', 2)
      expect((await report(id, 'helped')).data).toMatchObject({ stage: 2, mastered: false, advanced: false, next_retest_at: '2026-03-11T16:00:00.000Z' })
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-12T02:00:00Z'))
      expect((await report(id, 'wrong')).data).toMatchObject({ stage: 0, mastered: false, next_retest_at: '2026-03-12T16:00:00.000Z' })
    })

    it('answers a simultaneous double report once', async () => {
      const id = await addMistake(ctx.app, userId, 'Solve 2x = 8', '2026-03-10T16:00:00.000Z')
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

    it('offers a similar question offline: the same one with new numbers, the same all day', async () => {
      const id = await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-10T16:00:00.000Z')
      const a = await api.post(T.similarQuestion, { mistake_id: id })
      expect(a.data.source).toBe('numbers')
      expect(a.data.question).toMatch(/^Solve \d+x \+ \d+ = \d+$/)
      expect(a.data.question).not.toBe('Solve 3x + 5 = 20')
      expect((await api.post(T.similarQuestion, { mistake_id: id })).data).toEqual(a.data)
      const words = await addMistake(ctx.app, userId, 'Explain photosynthesis', '2026-03-10T16:00:00.000Z')
      expect((await api.post(T.similarQuestion, { mistake_id: words })).data).toEqual({ question: 'Explain photosynthesis', source: 'original' })
    })
  })
})

describe('similar questions from a model', () => {
  let fake: FakeOpenAI
  let ctx: TestContext

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    ctx = await createTestApp({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0' })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it("asks the model for a question like the student's mistake", async () => {
    const user = await createUserWithSession(ctx.app)
    const id = await addMistake(ctx.app, user.user.id, '解方程 $2x+3=11$', '2026-03-10T16:00:00.000Z')
    fake.enqueue({ text: '```json\n{"question": "解方程 $3x-4=14$"}\n```' })
    const res = await planClient(ctx.app, user).post(T.similarQuestion, { mistake_id: id })
    expect(res.data).toEqual({ question: '解方程 $3x-4=14$', source: 'model' })
    expect(fake.requests[0].messages.at(-1).content).toBe('解方程 $2x+3=11$')
  })
})
