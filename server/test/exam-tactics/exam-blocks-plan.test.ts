import { PATHS } from '@contract/paths'
import type { BlocksAnswer, ExamList } from '@contract/exam-tactics'
import type { PlanEvent } from '@contract/study-plan'
import { LANGS } from '@contract/langs'
import { createTestApp, createUserWithSession, type TestContext } from '../helpers'
import { planClient, type PlanClient } from '../study-plan/plan-client'
import { clock } from '../../src/lib/time'

/**
 * Revision planning reads the weekly plan's own study blocks for the exam's course (by course id,
 * else by a course named in the title): those days count as revision and nothing is added on them.
 * The server process runs in several zones (scripts/test.sh); the student is in Shanghai.
 */
const E = PATHS.examTactics
const P = PATHS.studyPlan
const NOW = new Date('2026-03-11T02:30:00Z') // Wednesday 11 March 2026, 10:30 in Shanghai
const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', weekday: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))
const shown = (a: { title: string; start_at: string; end_at: string }) => `${a.title} ${local(a.start_at)}–${local(a.end_at).slice(-5)}`

const event = (api: PlanClient, title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  api.post(P.createEvent, { title, course_id: null, start_at: start, end_at: end, all_day: false, rrule: null, kind: 'study', ...extra })
/** A weekly "Maths" block on Tuesdays and Thursdays at 19:00, typed by hand (no course picked). */
const weeklyMaths = (api: PlanClient, title = 'Maths') =>
  event(api, title, '2026-03-03T19:00:00+08:00', '2026-03-03T20:00:00+08:00', { rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' })
const mathsFinal = (api: PlanClient, extra: Record<string, unknown> = {}) =>
  event(api, 'Maths final', '2026-03-23T09:00:00+08:00', '2026-03-23T11:00:00+08:00', { kind: 'exam', course_id: 2, ...extra })

/** What the student is offered before today's behaviour is changed by any plan block (Piano only). */
const WITHOUT_PLAN_BLOCKS = [
  'Mock exam: Maths final Sun 15, 09:00–11:00',
  'Revise for Maths final Mon 16, 19:00–20:00',
  'Revise for Maths final Tue 17, 20:00–21:00',
  'Revise for Maths final Wed 18, 19:00–20:00',
  'Revise for Maths final Thu 19, 19:00–20:00',
  'Revise for Maths final Fri 20, 19:00–20:00',
  'Revise for Maths final Sat 21, 09:00–10:00',
  'Day before Maths final: light review, pack your kit Sun 22, 19:00–19:30',
]

describe('revision planning uses the weekly plan’s blocks for the exam’s course', () => {
  let ctx: TestContext
  let user: Awaited<ReturnType<typeof createUserWithSession>>
  let api: PlanClient
  const speaking = (lang: string) => planClient(ctx.app, { ...user, headers: { ...user.headers, 'accept-language': lang } })
  const blocks = async (client = api, title = 'Maths final') => {
    const exam = (await client.get<ExamList>(E.examList)).data.exams.find((e) => e.title === title)!
    const res = await client.get<BlocksAnswer>(E.scheduleBlocks, { event_id: exam.event_id })
    expect(res.code).toBe(200)
    return res.data
  }

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(NOW)
    user = await createUserWithSession(ctx.app)
    await ctx.app.db.updateTable('users').set({ bedtime: '22:30', wake_time: '06:30' }).where('id', '=', user.user.id).execute()
    api = planClient(ctx.app, user)
    await event(api, 'Piano', '2026-03-17T19:00:00+08:00', '2026-03-17T20:00:00+08:00', { kind: 'other' })
  })
  afterEach(() => jest.restoreAllMocks())

  it('counts a weekly "Maths" block as revision: nothing added on Tuesdays and Thursdays, and the reply says why', async () => {
    await weeklyMaths(api)
    await mathsFinal(api)
    const answer = await blocks()
    expect(answer.proposal!.preview.added.map(shown)).toEqual([
      'Mock exam: Maths final Sun 15, 09:00–11:00',
      'Revise for Maths final Mon 16, 19:00–20:00',
      'Revise for Maths final Wed 18, 19:00–20:00',
      'Revise for Maths final Fri 20, 19:00–20:00',
      'Revise for Maths final Sat 21, 09:00–10:00',
      'Day before Maths final: light review, pack your kit Sun 22, 19:00–19:30',
    ])
    expect(answer.proposal!.preview.conflicts).toEqual([])
    expect(answer.reply).toBe(
      'Before Maths final (Mon 23 Mar): 4 revision sessions, a mock exam on Sun 15 Mar, a check the day before, in free time of your plan. Confirm to add them. ' +
        'Your plan already has study blocks for this course on Tue 17 Mar, Thu 19 Mar: they count as revision, so nothing is added on those 2 days.',
    )
  })

  it.each(LANGS)('says which plan blocks count as revision, in %s', async (lang) => {
    await weeklyMaths(api)
    await mathsFinal(api)
    const reply = (await blocks(speaking(lang))).reply
    const expected: Record<string, RegExp> = {
      en: /study blocks for this course on Tue 17 Mar, Thu 19 Mar: they count as revision/,
      fr: /déjà des séances de cette matière le mar\. 17 mars, jeu\. 19 mars : elles comptent comme révisions/,
      es: /ya tiene bloques de estudio de esta asignatura el mar, 17 mar, jue, 19 mar: cuentan como repaso/,
      'zh-Hans': /你的计划里.*3月17日.*3月19日.*已经有这门课的学习时间，算作复习，这 2 天不再另加。$/,
      'zh-Hant': /你的計畫裡.*3月17日.*3月19日.*已經有這門課的讀書時間，算作複習，這 2 天不再另加。$/,
    }
    expect(reply).toMatch(expected[lang])
  })

  it('ignores study blocks of another course, classes of the course and an exam of no known course', async () => {
    await event(api, 'Physics', '2026-03-18T19:00:00+08:00', '2026-03-18T20:00:00+08:00', { course_id: 4 })
    await event(api, 'Chemistry homework', '2026-03-20T19:00:00+08:00', '2026-03-20T20:00:00+08:00')
    await event(api, 'Maths class', '2026-03-21T09:00:00+08:00', '2026-03-21T10:00:00+08:00', { kind: 'class', course_id: 2 })
    await mathsFinal(api)
    const answer = await blocks()
    // The other courses' blocks and the class are only busy time: every day still gets its session.
    expect(answer.proposal!.preview.added.map(shown)).toEqual([
      'Mock exam: Maths final Sun 15, 09:00–11:00',
      'Revise for Maths final Mon 16, 19:00–20:00',
      'Revise for Maths final Tue 17, 20:00–21:00',
      'Revise for Maths final Wed 18, 20:00–21:00',
      'Revise for Maths final Thu 19, 19:00–20:00',
      'Revise for Maths final Fri 20, 20:00–21:00',
      'Revise for Maths final Sat 21, 10:00–11:00',
      'Day before Maths final: light review, pack your kit Sun 22, 19:00–19:30',
    ])
    expect(answer.reply).not.toContain('already has')

    // An exam with no course and no course in its title: the weekly Maths block is not its revision.
    await weeklyMaths(api)
    await event(api, 'End of term test', '2026-03-23T14:00:00+08:00', '2026-03-23T15:00:00+08:00', { kind: 'exam' })
    const other = await blocks(api, 'End of term test')
    expect(other.reply).not.toContain('already has')
    expect(other.proposal!.preview.added.filter((a) => a.title.startsWith('Revise'))).toHaveLength(6)
  })

  it('leaves a plan with no blocks for the course exactly as before', async () => {
    await mathsFinal(api)
    const answer = await blocks()
    expect(answer.proposal!.preview.added.map(shown)).toEqual(WITHOUT_PLAN_BLOCKS)
    expect(answer.reply).toBe('Before Maths final (Mon 23 Mar): 6 revision sessions, a mock exam on Sun 15 Mar, a check the day before, in free time of your plan. Confirm to add them.')
  })

  it('reads the course from the course id or from a title in any language, and the exam’s course from its title', async () => {
    await event(api, '数学作业', '2026-03-16T19:00:00+08:00', '2026-03-16T20:00:00+08:00')
    await event(api, 'Homework', '2026-03-22T18:00:00+08:00', '2026-03-22T19:00:00+08:00', { course_id: 2 })
    await event(api, 'Piano practice', '2026-03-18T19:00:00+08:00', '2026-03-18T20:00:00+08:00')
    // The exam has no course picked: "maths" in its title says which.
    await mathsFinal(api, { course_id: null })
    const answer = await blocks(speaking('zh-Hans'))
    const added = answer.proposal!.preview.added
    expect(added.map((a) => local(a.start_at).slice(0, 6))).toEqual(['Sun 15', 'Tue 17', 'Wed 18', 'Thu 19', 'Fri 20', 'Sat 21'])
    // The eve already has the Homework block: no extra check that evening.
    expect(added.some((a) => a.title.startsWith('Maths final前一天'))).toBe(false)
    expect(answer.reply).toMatch(/3月16日.*3月22日.*已经有这门课的学习时间，算作复习，这 2 天不再另加。$/)
  })

  it('never doubles up: asked again after the blocks were added, nothing more is proposed and nothing changes', async () => {
    await weeklyMaths(api)
    await mathsFinal(api)
    const first = await blocks()
    expect((await api.post(P.applyProposal, { proposal_id: first.proposal!.id })).code).toBe(200)
    const range = { from: '2026-03-01T00:00:00+08:00', to: '2026-03-23T00:00:00+08:00' }
    const before: PlanEvent[] = (await api.get(P.queryEvent, range)).data.events
    const again = await blocks()
    expect(again.proposal).toBeNull()
    expect(again.reply).toBe(
      'Your plan already has study blocks for this course on Mon 16 Mar, Tue 17 Mar, Wed 18 Mar, Thu 19 Mar, Fri 20 Mar, Sat 21 Mar, Sun 22 Mar before Maths final: they are your revision, there is nothing to add. ' +
        'Your study block on Sun 15 Mar is long enough to be your mock exam.',
    )
    expect((await api.get(P.queryEvent, range)).data.events).toEqual(before)
  })
})
