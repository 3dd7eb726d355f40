import { PATHS } from '@contract/paths'
import type { BlocksAnswer, ExamList, Tactics } from '@contract/exam-tactics'
import type { PlanEvent } from '@contract/study-plan'
import { LANGS } from '@contract/langs'
import { useFakeModelApp } from '../fixtures/fake-model-app'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { addMistake } from '../today-tasks/mistake-fixture'
import { clock } from '../../src/lib/time'

const E = PATHS.examTactics
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 11 March 2026, 10:30 in Shanghai
const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', weekday: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

const create = (api: PlanClient, title: string, start: string, end: string, kind = 'exam', extra: Record<string, unknown> = {}) =>
  api.post(P.createEvent, { title, course_id: 2, start_at: start, end_at: end, all_day: false, rrule: null, kind, ...extra })

describe('exam tactics', () => {
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
    await ctx.app.db.updateTable('users').set({ grade_id: 9, bedtime: '22:30', wake_time: '06:30' }).where('id', '=', userId).execute()
    api = planClient(ctx.app, user)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists upcoming exams only, soonest first, with days left in the student’s calendar', async () => {
    await create(api, 'Maths final', '2026-03-23T09:00:00+08:00', '2026-03-23T11:00:00+08:00')
    await create(api, 'English quiz', '2026-03-12T00:30:00+08:00', '2026-03-12T01:00:00+08:00')
    await create(api, 'Past test', '2026-03-10T09:00:00+08:00', '2026-03-10T10:00:00+08:00')
    await create(api, 'Maths class', '2026-03-12T09:00:00+08:00', '2026-03-12T10:00:00+08:00', 'class')
    await create(api, 'Chinese exam day', '2026-03-30T00:00:00+08:00', '2026-03-31T00:00:00+08:00', 'exam', { all_day: true, course_id: 1 })
    const res = await api.get<ExamList>(E.examList)
    expect(res.data.exams.map((e) => [e.title, e.days_left, e.minutes])).toEqual([
      // 00:30 on Thursday in Shanghai is still Wednesday in UTC: one day left, by the student's calendar.
      ['English quiz', 1, 30],
      ['Maths final', 12, 120],
      ['Chinese exam day', 19, 150],
    ])
  })

  describe('tactics from the curated library', () => {
    let exam: PlanEvent
    beforeEach(async () => {
      await create(api, 'Maths final', '2026-03-23T09:00:00+08:00', '2026-03-23T11:00:00+08:00')
      ;[exam] = (await api.get(P.queryEvent, { from: '2026-03-23T00:00:00+08:00', to: '2026-03-24T00:00:00+08:00' })).data.events
    })

    it.each(LANGS)('budgets the time, orders the attack and checks, in %s', async (lang) => {
      const speaking = planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': lang } })
      const t = (await speaking.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
      expect(t.source).toBe('library')
      expect(t.sections).toHaveLength(3)
      const planned = t.sections.reduce((s, x) => s + x.minutes, 0)
      expect(planned).toBeLessThanOrEqual(120)
      expect(t.checking[0]).toContain(String(120 - planned))
      expect(t.order.length).toBeGreaterThanOrEqual(2)
      expect(t.skip_rule).toContain('6')
      expect(t.day_before.length).toBeGreaterThanOrEqual(3)
      const text = JSON.stringify(t)
      if (lang === 'zh-Hans') expect(text).toContain('选择题')
      if (lang === 'zh-Hant') expect(text).toContain('填充題')
      if (lang === 'fr') expect(text).toContain('QCM')
    })

    it('points at recent mistakes of the course, and is made again when they change', async () => {
      await addMistake(ctx.app, userId, 'Solve 3x + 5 = 20', '2026-03-12T16:00:00.000Z')
      await ctx.app.db.updateTable('mistakes').set({ created_at: '2026-03-05T00:00:00.000Z' }).where('user_id', '=', userId).execute()
      const first = (await api.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
      expect(first.focus).toEqual(['Look again at: Solve 3x + 5 = 20'])
      const again = (await api.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
      expect(again.generated_at).toBe(first.generated_at)

      await addMistake(ctx.app, userId, 'Factorise x^2 - 9', '2026-03-12T16:00:00.000Z')
      await ctx.app.db.updateTable('mistakes').set({ created_at: '2026-03-06T00:00:00.000Z' }).where('question', '=', 'Factorise x^2 - 9').execute()
      const changed = (await api.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
      expect(changed.focus).toEqual(['Look again at: Factorise x^2 - 9', 'Look again at: Solve 3x + 5 = 20'])
    })

    it("answers 404 for an event that is not an exam, and for another student's exam", async () => {
      await create(api, 'Maths class', '2026-03-12T09:00:00+08:00', '2026-03-12T10:00:00+08:00', 'class')
      const [lesson] = (await api.get(P.queryEvent, { from: '2026-03-12T00:00:00+08:00', to: '2026-03-13T00:00:00+08:00' })).data.events
      expect(await api.get(E.tactics, { event_id: lesson.event_id })).toMatchObject({ status: 404, code: 404040 })
      const other = planClient(ctx.app, await createUserWithSession(ctx.app))
      expect(await other.get(E.tactics, { event_id: exam.event_id })).toMatchObject({ status: 404, code: 404040 })
      expect(await other.get(E.scheduleBlocks, { event_id: exam.event_id })).toMatchObject({ status: 404, code: 404040 })
    })
  })

  describe('revision and mock-exam blocks', () => {
    it('fills free time before the exam, previewed, then applied and undone as one step', async () => {
      await create(api, 'Maths final', '2026-03-23T09:00:00+08:00', '2026-03-23T11:00:00+08:00')
      await create(api, 'Piano', '2026-03-17T19:00:00+08:00', '2026-03-17T20:00:00+08:00', 'other', { course_id: null })
      const [exam] = (await api.get<ExamList>(E.examList)).data.exams
      const res = await api.get<BlocksAnswer>(E.scheduleBlocks, { event_id: exam.event_id })
      expect(res.code).toBe(200)
      expect(res.data.reply).toContain('a mock exam on Sun 15 Mar')
      const preview = res.data.proposal!.preview
      expect(preview.conflicts).toEqual([])
      expect(preview.added.map((a) => `${a.title} ${local(a.start_at)}–${local(a.end_at).slice(-5)}`)).toEqual([
        'Mock exam: Maths final Sun 15, 09:00–11:00',
        'Revise for Maths final Mon 16, 19:00–20:00',
        'Revise for Maths final Tue 17, 20:00–21:00',
        'Revise for Maths final Wed 18, 19:00–20:00',
        'Revise for Maths final Thu 19, 19:00–20:00',
        'Revise for Maths final Fri 20, 19:00–20:00',
        'Revise for Maths final Sat 21, 09:00–10:00',
        'Day before Maths final: light review, pack your kit Sun 22, 19:00–19:30',
      ])
      expect(preview.added.every((a) => a.course_id === 2 && a.kind === 'study')).toBe(true)

      const applied = await api.post(P.applyProposal, { proposal_id: res.data.proposal!.id })
      expect(applied.data.step).toMatchObject({ kind: 'exam_blocks', count: 8 })
      const range = { from: '2026-03-15T00:00:00+08:00', to: '2026-03-23T00:00:00+08:00' }
      const planned: PlanEvent[] = (await api.get(P.queryEvent, range)).data.events
      expect(planned.filter((e) => e.source === 'assistant')).toHaveLength(8)
      await api.get(P.undoOrRedo, { action: 'undo' })
      expect((await api.get(P.queryEvent, range)).data.events.map((e: PlanEvent) => e.title)).toEqual(['Piano'])
    })

    it('answers an exam that is over with 409042, not with tactics as if it were today, and changes nothing', async () => {
      await create(api, 'Morning test', '2026-03-11T08:00:00+08:00', '2026-03-11T09:30:00+08:00')
      const [over] = (await api.get(P.queryEvent, { from: '2026-03-11T00:00:00+08:00', to: '2026-03-11T10:00:00+08:00' })).data.events
      const before = await ctx.app.db.selectFrom('exam_tactics').select('id').where('user_id', '=', userId).execute()
      expect(await api.get(E.tactics, { event_id: over.event_id })).toMatchObject({ status: 409, code: 409042 })
      expect(await api.get(E.scheduleBlocks, { event_id: over.event_id })).toMatchObject({ status: 409, code: 409042 })
      expect(await ctx.app.db.selectFrom('exam_tactics').select('id').where('user_id', '=', userId).execute()).toEqual(before)
      expect((await api.get<ExamList>(E.examList)).data.exams.map((e) => e.title)).not.toContain('Morning test')
      // An hour earlier it was still ahead: tactics, and not finished.
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T23:00:00Z'))
      expect((await api.get(E.tactics, { event_id: over.event_id })).data.exam).toMatchObject({ days_left: 0, finished: false })
    })

    it('says so when the exam has started or there is no free time left', async () => {
      await create(api, 'Now exam', '2026-03-11T10:00:00+08:00', '2026-03-11T12:00:00+08:00')
      const [started] = (await api.get(P.queryEvent, { from: '2026-03-11T00:00:00+08:00', to: '2026-03-12T00:00:00+08:00' })).data.events
      expect((await api.get(E.scheduleBlocks, { event_id: started.event_id })).data).toEqual({ reply: 'Now exam has already started.', proposal: null })

      await create(api, 'Soon exam', '2026-03-11T11:30:00+08:00', '2026-03-11T12:30:00+08:00')
      const soon = (await api.get<ExamList>(E.examList)).data.exams.find((e) => e.title === 'Soon exam')!
      expect((await api.get(E.scheduleBlocks, { event_id: soon.event_id })).data).toEqual({ reply: 'There is no free time left in your plan before Soon exam.', proposal: null })
    })
  })
})

describe('exam tactics from a model', () => {
  const h = useFakeModelApp()
  beforeEach(() => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
  })
  afterEach(() => jest.restoreAllMocks())

  it("writes tactics from the student's grade and mistakes, fitting the exam's length", async () => {
    const user = await createUserWithSession(h.ctx.app, { lang: 'zh-Hans' })
    await h.ctx.app.db.updateTable('users').set({ grade_id: 9 }).where('id', '=', user.user.id).execute()
    const api = planClient(h.ctx.app, user)
    await addMistake(h.ctx.app, user.user.id, '解方程 2x+3=11', '2026-03-12T16:00:00.000Z')
    await h.ctx.app.db.updateTable('mistakes').set({ created_at: '2026-03-05T00:00:00.000Z' }).where('user_id', '=', user.user.id).execute()
    await create(api, '数学期中考试', '2026-03-23T09:00:00+08:00', '2026-03-23T10:30:00+08:00')
    const [exam] = (await api.get<ExamList>(E.examList)).data.exams
    h.fake.enqueue({
      text: JSON.stringify({
        sections: [
          { name: '选择题', minutes: 40, advice: '先易后难' },
          { name: '解答题', minutes: 80, advice: '步骤写全' },
        ],
        order: ['先通览全卷'],
        skip_rule: '5分钟没思路就跳过',
        checking: ['检查一元一次方程的移项'],
        day_before: ['早点睡'],
      }),
    })
    const t = (await api.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
    expect(t.source).toBe('model')
    // 120 minutes asked of a 90-minute exam: scaled to fit.
    expect(t.sections.map((s) => s.minutes)).toEqual([30, 60])
    expect(t.focus).toEqual(['再看一遍：解方程 2x+3=11'])
    const facts = JSON.parse(h.fake.requests[0].messages[1].content)
    expect(facts).toMatchObject({ exam: '数学期中考试', grade: 'Grade 9 (初三)', length_minutes: 90, recent_mistakes: ['解方程 2x+3=11'] })
    expect(h.fake.requests[0].messages[0].content).toContain('Simplified Chinese')
  })

  it('falls back to the library when the model fails', async () => {
    const user = await createUserWithSession(h.ctx.app)
    const api = planClient(h.ctx.app, user)
    await create(api, 'Physics test', '2026-03-23T09:00:00+08:00', '2026-03-23T10:30:00+08:00', 'exam', { course_id: 4 })
    const [exam] = (await api.get<ExamList>(E.examList)).data.exams
    h.fake.enqueue({ text: 'Sorry, I cannot do that.' })
    const t = (await api.get<Tactics>(E.tactics, { event_id: exam.event_id })).data
    expect(t.source).toBe('library')
    expect(t.sections.map((s) => s.name)).toEqual(['Multiple choice', 'Experiments', 'Calculations'])
  })
})
