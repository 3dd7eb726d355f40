import { PATHS } from '@contract/paths'
import type { Digest, ShareCreated } from '@contract/parent-digest'
import type { ExamList } from '@contract/exam-tactics'
import type { PlanEvent } from '@contract/study-plan'
import type { TodayTasks } from '@contract/today-tasks'
import { newId } from '../../src/db/ids'
import { appendMessages, blankMessage, insertQuestionChat } from '../../src/modules/chat/chat.repository'
import { clock } from '../../src/lib/time'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from '../today-tasks/mistake-fixture'

const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 10:30 in Shanghai; the week is 9-15 March

const event = (title: string, course: number | null, start: string, end: string, kind = 'study', rrule: string | null = null) => ({
  title,
  course_id: course,
  start_at: start,
  end_at: end,
  all_day: false,
  rrule,
  kind,
})

describe(`the parent's digest matches the student's own screens (${TEST_DIALECT})`, () => {
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

  const digestFor = async (sections: string[], lang = 'en'): Promise<Digest> => {
    const created = (await api.post<ShareCreated>(PATHS.parentDigest.shares, { sections })).data
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.parentDigest.view, headers: { 'accept-language': lang }, payload: { token: created.token } })
    expect(res.statusCode).toBe(200)
    return res.json().data as Digest
  }
  const focusAt = (day: string, minutes: number) =>
    ctx.app.db
      .insertInto('focus_sessions')
      .values({ id: newId('foc'), user_id: userId, client_id: newId('c'), event_id: null, occurrence_start: null, started_at: `${day}T04:00:00.000Z`, minutes, local_date: day, created_at: NOW.toISOString() })
      .execute()
  const question = async (at: string, levels: string[]) => {
    const chat = await insertQuestionChat(ctx.app.db, userId)
    const base = { ...blankMessage, chat_id: chat.id, user_id: userId, content: 'x', status: 'done' }
    await appendMessages(ctx.app.db, chat.id, [{ ...base, role: 'user' }, ...levels.map((help_level) => ({ ...base, role: 'assistant', help_level }))], at)
    await ctx.app.db.updateTable('chats').set({ last_message_at: at }).where('id', '=', chat.id).execute()
  }

  it('plan, focus, streak and exams: the same figures as the plan, today and exam screens', async () => {
    // Maths revision every morning since last Monday, a physics block on Tuesday, a class (not a study block).
    expect((await api.post(P.createEvent, event('Maths revision', 2, '2026-03-02T07:00:00+08:00', '2026-03-02T07:45:00+08:00', 'study', 'FREQ=DAILY'))).code).toBe(200)
    await api.post(P.createEvent, event('Physics', 4, '2026-03-10T19:00:00+08:00', '2026-03-10T20:00:00+08:00'))
    await api.post(P.createEvent, event('Class', 2, '2026-03-10T08:00:00+08:00', '2026-03-10T09:00:00+08:00', 'class'))
    await api.post(P.createEvent, event('Maths exam', 2, '2026-03-20T09:00:00+08:00', '2026-03-20T11:00:00+08:00', 'exam'))
    await api.post(P.createEvent, event('Physics exam', 4, '2026-04-02T09:00:00+08:00', '2026-04-02T11:00:00+08:00', 'exam'))
    const series = await api.get<{ events: PlanEvent[] }>(P.queryEvent, { from: '2026-03-02T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' })
    const maths = series.data.events.find((e) => e.title === 'Maths revision')!
    for (const day of ['2026-03-03', '2026-03-09', '2026-03-10', '2026-03-11']) {
      const res = await api.put(P.alterEvent, { event_id: maths.event_id, occurrence_start: new Date(`${day}T07:00:00+08:00`).toISOString(), patch: { status: 'done' } })
      expect(res.code).toBe(200)
    }
    await focusAt('2026-03-05', 40)
    await focusAt('2026-03-09', 30)
    expect((await api.post(PATHS.todayTasks.focus, { client_id: 'focus-today-1', started_at: '2026-03-11T01:50:00.000Z', minutes: 25 })).code).toBe(200)

    const digest = await digestFor(['plan', 'focus', 'exams'])
    const today = (await api.get<TodayTasks>(PATHS.todayTasks.list)).data
    const exams = (await api.get<ExamList>(PATHS.examTactics.examList)).data.exams
    const week = async (from: string, to: string) =>
      (await api.get<{ events: PlanEvent[] }>(P.queryEvent, { from: new Date(from).toISOString(), to: new Date(to).toISOString() })).data.events.filter((e) => e.kind === 'study')

    // The plan screen's own week, Monday to Monday in Shanghai.
    const thisWeek = await week('2026-03-09T00:00:00+08:00', '2026-03-16T00:00:00+08:00')
    const lastWeek = await week('2026-03-02T00:00:00+08:00', '2026-03-09T00:00:00+08:00')
    expect(digest.this_week).toMatchObject({ from: '2026-03-09', to: '2026-03-15' })
    expect(digest.this_week.plan).toMatchObject({ planned: thisWeek.length, done: thisWeek.filter((e) => e.status === 'done').length })
    expect(digest.last_week.plan).toMatchObject({ planned: lastWeek.length, done: lastWeek.filter((e) => e.status === 'done').length })
    expect(digest.this_week.plan!.courses).toEqual([
      { course_id: 2, course: 'Mathematics', planned: 7, done: 3 },
      { course_id: 4, course: 'Physics', planned: 1, done: 0 },
    ])
    expect(digest.last_week.plan).toEqual({ planned: 7, done: 1, courses: [{ course_id: 2, course: 'Mathematics', planned: 7, done: 1 }] })

    // Today's minutes as the today screen counts them; the other days as recorded.
    const day = (d: Digest['this_week'], date: string) => d.focus!.days.find((x) => x.date === date)!.minutes
    expect(day(digest.this_week, today.date)).toBe(today.focus_minutes_today)
    expect(today.focus_minutes_today).toBe(25)
    expect(digest.this_week.focus!.days.map((d) => d.minutes)).toEqual([30, 0, 25, 0, 0, 0, 0])
    expect(digest.this_week.focus!.total).toBe(55)
    expect(digest.last_week.focus!.total).toBe(40)
    expect(digest.streak).toEqual({ days: today.streak.days, best: today.streak.best })
    // Ticking earlier days off today does not make them active (the streak's own rule): Monday, a gap, today.
    expect(digest.streak).toEqual({ days: 1, best: 1 })

    // The exam list's countdowns; revision blocks of the exam's course from today until it.
    expect(digest.exams!.map((e) => [e.title, e.days_left])).toEqual(exams.map((e) => [e.title, e.days_left]))
    expect(digest.exams![0]).toEqual({ title: 'Maths exam', course: 'Mathematics', date: '2026-03-20', days_left: 9, revision_planned: 10, revision_done: 1 })
    // Sections not chosen are not read.
    expect(digest.this_week.questions).toBeUndefined()
  })

  it("questions asked, solved without the full solution, and mistakes re-tested and now right", async () => {
    await question('2026-03-10T03:00:00.000Z', ['hint', 'example'])
    await question('2026-03-10T05:00:00.000Z', ['hint', 'solution'])
    await question('2026-03-04T05:00:00.000Z', ['hint'])
    // Sunday 23:30 in Shanghai (15:30 UTC): still last week.
    await question('2026-03-08T15:30:00.000Z', ['solution'])
    // Free-text questions: the student grades these re-tests (the checker cannot).
    const right = await addMistake(ctx.app, userId, 'Explain why the sky is blue', '2026-03-10T00:00:00.000Z')
    const wrong = await addMistake(ctx.app, userId, 'Describe the water cycle', '2026-03-10T00:00:00.000Z')
    expect((await api.post(PATHS.todayTasks.retestResult, { mistake_id: right, result: 'solved' })).code).toBe(200)
    expect((await api.post(PATHS.todayTasks.retestResult, { mistake_id: wrong, result: 'wrong' })).code).toBe(200)
    const digest = await digestFor(['questions', 'mistakes'], 'zh-Hans')
    expect(digest.this_week.questions).toEqual({ asked: 2, without_solution: 1 })
    expect(digest.last_week.questions).toEqual({ asked: 2, without_solution: 1 })
    expect(digest.this_week.mistakes).toEqual({ retested: 2, now_right: 1 })
    expect(digest.last_week.mistakes).toEqual({ retested: 0, now_right: 0 })
    expect(digest.this_week.plan).toBeUndefined()
    expect(digest.this_week.focus).toBeUndefined()
    expect(digest.streak).toBeUndefined()
    expect(digest.exams).toBeUndefined()
  })
})
