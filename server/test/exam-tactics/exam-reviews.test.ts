import { PATHS } from '@contract/paths'
import type { ExamList, ExamReviewAnswer, Tactics } from '@contract/exam-tactics'
import type { PlanEvent } from '@contract/study-plan'
import type { TodayTasks } from '@contract/today-tasks'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from '../today-tasks/mistake-fixture'
import { clock } from '../../src/lib/time'

// Runs with the server process in UTC, Los Angeles and Shanghai (scripts/test.sh); students here
// live in Shanghai and Los Angeles (which changed to summer time on 8 March, inside the window).
const E = PATHS.examTactics
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wed 11 Mar 10:30 in Shanghai, Tue 10 Mar 19:30 in Los Angeles

/** Local midnight of the day `iso` falls on in `zone`, found by scanning minutes (independent of the server's code). */
function localMidnight(iso: string, zone: string): string {
  const dateOf = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t))
  const day = dateOf(Date.parse(iso))
  let t = Date.parse(`${day}T00:00:00Z`) - 15 * 3600_000
  while (dateOf(t) !== day) t += 60_000
  return new Date(t).toISOString()
}

const exam = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({ title, course_id: 2, start_at: start, end_at: end, all_day: false, rrule: null, kind: 'exam', ...extra })

describe.each(['Asia/Shanghai', 'America/Los_Angeles'])('exam reviews for a student in %s', (zone) => {
  let ctx: TestContext
  let api: PlanClient
  let userId: string
  let user: Awaited<ReturnType<typeof createUserWithSession>>

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    user = await createUserWithSession(ctx.app)
    userId = user.user.id
    api = planClient(ctx.app, user, zone)
  })
  afterEach(() => jest.restoreAllMocks())

  const add = async (body: Record<string, unknown>): Promise<PlanEvent> => {
    const res = await api.post(P.createEvent, body)
    expect(res.code).toBe(200)
    const [made] = (await api.get(P.queryEvent, { from: body.start_at as string, to: body.end_at as string })).data.events as PlanEvent[]
    return made
  }
  const due = async () => (await api.get<ExamList>(E.reviewsDue)).data.exams.map((e) => e.title)
  const mistakes = () => ctx.app.db.selectFrom('mistakes').select(['question', 'next_retest_at', 'course_id']).where('user_id', '=', userId).orderBy('question').execute()
  const reviews = () => ctx.app.db.selectFrom('exam_reviews').selectAll().where('user_id', '=', userId).execute()

  it("lists the exams sat in the student's last 14 days and not reviewed yet, latest first", async () => {
    await add(exam('Maths midterm', '2026-03-09T01:00:00Z', '2026-03-09T03:00:00Z'))
    await add(exam('Physics quiz', '2026-03-03T01:00:00Z', '2026-03-03T02:00:00Z', { course_id: 3 }))
    // Ends 24 Feb 12:00 UTC: 20:00 on 24 Feb in Shanghai (15 days ago there), 04:00 on 24 Feb in
    // Los Angeles (still in its 14 days: 25 Feb to 10 Mar).
    await add(exam('Edge test', '2026-02-24T11:00:00Z', '2026-02-24T12:00:00Z'))
    await add(exam('Old exam', '2026-02-01T01:00:00Z', '2026-02-01T02:00:00Z'))
    await add(exam('Under way', '2026-03-11T02:00:00Z', '2026-03-11T04:00:00Z'))
    await add(exam('Next exam', '2026-03-20T01:00:00Z', '2026-03-20T03:00:00Z'))
    await add({ ...exam('Maths class', '2026-03-10T01:00:00Z', '2026-03-10T02:00:00Z'), kind: 'class' })
    const expected = ['Maths midterm', 'Physics quiz', ...(zone === 'America/Los_Angeles' ? ['Edge test'] : [])]
    expect(await due()).toEqual(expected)
    const [first] = (await api.get<ExamList>(E.reviewsDue)).data.exams
    expect(first).toMatchObject({ finished: true, course_id: 2 })
  })

  it("keeps the review (control characters dropped as in every text field), brings the course's mistakes back to today's re-tests, and leaves the rest alone", async () => {
    const midterm = await add(exam('Maths midterm', '2026-03-09T01:00:00Z', '2026-03-09T03:00:00Z'))
    const today = localMidnight(NOW.toISOString(), zone)
    const tomorrow = localMidnight(new Date(Date.parse(today) + 36 * 3600_000).toISOString(), zone)
    const later = '2026-03-20T00:00:00.000Z'
    const overdue = '2026-03-05T00:00:00.000Z'
    const laterToday = new Date(Date.parse(today) + 3600_000).toISOString()
    await addMistake(ctx.app, userId, 'a: due in nine days', later)
    await addMistake(ctx.app, userId, 'b: due tomorrow', tomorrow)
    await addMistake(ctx.app, userId, 'c: overdue', overdue)
    await addMistake(ctx.app, userId, 'd: due later today', laterToday)
    await addMistake(ctx.app, userId, 'e: other course', later)
    await ctx.app.db.updateTable('mistakes').set({ course_id: 5 }).where('question', '=', 'e: other course').execute()
    await addMistake(ctx.app, userId, 'f: deleted', later)
    await ctx.app.db.updateTable('mistakes').set({ deleted_at: '2026-03-06T00:00:00.000Z' }).where('question', '=', 'f: deleted').execute()
    const other = await createUserWithSession(ctx.app)
    await addMistake(ctx.app, other.user.id, 'other student', later)

    const res = await api.post<ExamReviewAnswer>(E.review, { event_id: midterm.event_id, went: 'badly', topics: ['  quadratic   equations ', 'Quadratic equations', 'gra\u0007phs', 'x < 0'] })
    expect(res).toMatchObject({ status: 200, data: { retests_back: 2, retests_due: 4 } })
    expect(await mistakes()).toEqual([
      { question: 'a: due in nine days', next_retest_at: today, course_id: 2 },
      { question: 'b: due tomorrow', next_retest_at: today, course_id: 2 },
      { question: 'c: overdue', next_retest_at: overdue, course_id: 2 },
      { question: 'd: due later today', next_retest_at: laterToday, course_id: 2 },
      { question: 'e: other course', next_retest_at: later, course_id: 5 },
      { question: 'f: deleted', next_retest_at: later, course_id: 2 },
    ])
    const others = await ctx.app.db.selectFrom('mistakes').select('next_retest_at').where('user_id', '=', other.user.id).execute()
    expect(others).toEqual([{ next_retest_at: later }])
    expect(await reviews()).toEqual([expect.objectContaining({ event_id: midterm.event_id, went: 'badly', title: 'Maths midterm', course_id: 2, topics: '["quadratic equations","graphs","x < 0"]' })])

    // Today's list shows them as re-tests due today, and the exam no longer waits for a review.
    const list = (await api.get<TodayTasks>(PATHS.todayTasks.list)).data
    expect(list.retests.map((r) => r.question).sort()).toEqual(['a: due in nine days', 'b: due tomorrow', 'c: overdue', 'd: due later today'])
    expect(await due()).toEqual([])

    // A second review of the same exam: 409047, and nothing changes.
    await ctx.app.db.updateTable('mistakes').set({ next_retest_at: later }).where('question', '=', 'a: due in nine days').execute()
    const again = await api.post(E.review, { event_id: midterm.event_id, went: 'well', topics: [] })
    expect(again).toMatchObject({ status: 409, code: 409047 })
    expect(again.msg).toBe('You have already reviewed this exam')
    expect(await reviews()).toHaveLength(1)
    expect((await mistakes())[0].next_retest_at).toBe(later)
  })

  it('refuses an exam not over yet, a class, and another student’s exam, writing nothing', async () => {
    await addMistake(ctx.app, userId, 'due later', '2026-03-20T00:00:00.000Z')
    const underway = await add(exam('Under way', '2026-03-11T02:00:00Z', '2026-03-11T04:00:00Z'))
    const ahead = await add(exam('Next exam', '2026-03-20T01:00:00Z', '2026-03-20T03:00:00Z'))
    const lesson = await add({ ...exam('Maths class', '2026-03-10T01:00:00Z', '2026-03-10T02:00:00Z'), kind: 'class' })
    for (const e of [underway, ahead]) {
      const res = await api.post(E.review, { event_id: e.event_id, went: 'well', topics: [] })
      expect(res).toMatchObject({ status: 409, code: 409046 })
    }
    expect(await api.post(E.review, { event_id: lesson.event_id, went: 'well', topics: [] })).toMatchObject({ status: 404, code: 404040 })
    const stranger = planClient(ctx.app, await createUserWithSession(ctx.app), zone)
    const sat = await add(exam('Maths midterm', '2026-03-09T01:00:00Z', '2026-03-09T03:00:00Z'))
    expect(await stranger.post(E.review, { event_id: sat.event_id, went: 'badly', topics: [] })).toMatchObject({ status: 404, code: 404040 })
    expect(await reviews()).toEqual([])
    expect((await mistakes()).map((m) => m.next_retest_at)).toEqual(['2026-03-20T00:00:00.000Z'])
    expect(await due()).toEqual(['Maths midterm'])
  })

  it.each([
    ['a feeling off the scale', { went: 'great', topics: [] }],
    ['no feeling', { topics: [] }],
    ['a topic of control characters only', { went: 'badly', topics: ['\u0000\u202E'] }],
    ['a topic of spaces only', { went: 'badly', topics: ['   '] }],
    ['an empty topic', { went: 'badly', topics: [''] }],
    ['a topic over 40 characters', { went: 'badly', topics: ['x'.repeat(41)] }],
    ['six topics', { went: 'badly', topics: ['a', 'b', 'c', 'd', 'e', 'f'] }],
  ])('answers %s with a clear 400 and writes nothing', async (_, body) => {
    await addMistake(ctx.app, userId, 'due later', '2026-03-20T00:00:00.000Z')
    const sat = await add(exam('Maths midterm', '2026-03-09T01:00:00Z', '2026-03-09T03:00:00Z'))
    const res = await api.post(E.review, { event_id: sat.event_id, ...body })
    expect(res.status).toBe(400)
    expect(res.code).toBeGreaterThanOrEqual(400001)
    expect(res.code).toBeLessThan(401000)
    expect(res.msg).toMatch(/^(Choose how the exam went|Enter a hard topic|Check a hard topic|A hard topic is too long \(at most 40 characters\)|A hard topic: at most 5)$/)
    expect(await reviews()).toEqual([])
    expect((await mistakes()).map((m) => m.next_retest_at)).toEqual(['2026-03-20T00:00:00.000Z'])
    expect(await due()).toEqual(['Maths midterm'])
  })

  it("leads the next exam's tactics of the course with what was hard, in the student's language", async () => {
    const midterm = await add(exam('Maths midterm', '2026-03-09T01:00:00Z', '2026-03-09T03:00:00Z'))
    const final = await add(exam('Maths final', '2026-03-25T01:00:00Z', '2026-03-25T03:00:00Z'))
    const physics = await add(exam('Physics final', '2026-03-26T01:00:00Z', '2026-03-26T02:00:00Z', { course_id: 3 }))
    await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-20T00:00:00.000Z')
    await ctx.app.db.updateTable('mistakes').set({ created_at: '2026-03-05T00:00:00.000Z' }).where('user_id', '=', userId).execute()
    const before = (await api.get<Tactics>(E.tactics, { event_id: final.event_id })).data.focus
    expect(before).toEqual(['Look again at: Solve 3x + 5 = 20'])

    expect((await api.post(E.review, { event_id: midterm.event_id, went: 'badly', topics: ['quadratics', 'graphs'] })).status).toBe(200)
    expect((await api.get<Tactics>(E.tactics, { event_id: final.event_id })).data.focus).toEqual([
      'Hard in Maths midterm last time: quadratics',
      'Hard in Maths midterm last time: graphs',
      'Maths midterm went badly: plan more revision this time, starting with those topics.',
      'Look again at: Solve 3x + 5 = 20',
    ])
    const fr = planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': 'fr' } }, zone)
    expect((await fr.get<Tactics>(E.tactics, { event_id: final.event_id })).data.focus.slice(0, 3)).toEqual([
      'Difficile à l’examen « Maths midterm » : quadratics',
      'Difficile à l’examen « Maths midterm » : graphs',
      '« Maths midterm » s’est mal passé : prévois plus de révisions cette fois, en commençant par ces points.',
    ])
    const zh = planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': 'zh-Hans' } }, zone)
    expect((await zh.get<Tactics>(E.tactics, { event_id: final.event_id })).data.focus[0]).toBe('上次「Maths midterm」觉得难：quadratics')
    // Another course's exam is not about it.
    expect((await api.get<Tactics>(E.tactics, { event_id: physics.event_id })).data.focus).toEqual([])
  })

  it('asks for no more revision when it went well, and still names the hard topics', async () => {
    const quiz = await add(exam('Maths quiz', '2026-03-09T01:00:00Z', '2026-03-09T02:00:00Z'))
    const final = await add(exam('Maths final', '2026-03-25T01:00:00Z', '2026-03-25T03:00:00Z'))
    await api.post(E.review, { event_id: quiz.event_id, went: 'well', topics: ['proofs'] })
    expect((await api.get<Tactics>(E.tactics, { event_id: final.event_id })).data.focus).toEqual(['Hard in Maths quiz last time: proofs'])
  })
})
