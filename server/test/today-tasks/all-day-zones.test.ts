import { PATHS } from '@contract/paths'
import { clock } from '../../src/lib/time'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext, type TestUser } from '../helpers'
import { planClient } from '../study-plan/plan-client'

/**
 * An all-day event is a date: made in Beijing, it is on that date for the same student reading the
 * plan with a phone in Paris, Los Angeles or Tokyo, never also on the evening before or the morning
 * after (its Beijing midnight-to-midnight covers parts of two days there). Timed events keep
 * belonging to every day of the reader they overlap. (Run in three server zones by scripts/test.sh.)
 */
describe(`all-day events read from another zone (${TEST_DIALECT}, server TZ ${process.env.TZ})`, () => {
  let ctx: TestContext
  let user: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
    user = await createUserWithSession(ctx.app)
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T00:00:00Z'))
    const beijing = planClient(ctx.app, user, 'Asia/Shanghai')
    const allDay = (title: string, date: string, kind: string) =>
      beijing.post(PATHS.studyPlan.createEvent, { title, course_id: 2, start_at: `${date}T00:00:00+08:00`, end_at: `${date}T00:00:00+08:00`, all_day: true, rrule: null, kind })
    expect((await allDay('Sports day', '2026-03-14', 'other')).status).toBe(200)
    expect((await allDay('Maths exam', '2026-03-16', 'exam')).status).toBe(200)
    // 23:30-00:30 in Paris, made from Paris: on both Paris days.
    const paris = planClient(ctx.app, user, 'Europe/Paris')
    const late = { title: 'Late revision', course_id: 2, start_at: '2026-03-13T23:30:00+01:00', end_at: '2026-03-14T00:30:00+01:00', all_day: false, rrule: null, kind: 'study' }
    expect((await paris.post(PATHS.studyPlan.createEvent, late)).status).toBe(200)
  })
  afterAll(async () => {
    jest.restoreAllMocks()
    await ctx.close()
  })

  const todayIn = async (zone: string, now: string) => {
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now))
    const data = (await planClient(ctx.app, user, zone).get(PATHS.todayTasks.list)).data
    return { date: data.date, titles: data.tasks.map((t: { event: { title: string } }) => t.event.title) }
  }

  it.each([
    ['Europe/Paris', '2026-03-13T20:00:00+01:00', '2026-03-13', ['Late revision']],
    ['Europe/Paris', '2026-03-14T00:10:00+01:00', '2026-03-14', ['Sports day', 'Late revision']],
    ['Europe/Paris', '2026-03-14T23:50:00+01:00', '2026-03-14', ['Sports day', 'Late revision']],
    ['America/Los_Angeles', '2026-03-13T12:00:00-07:00', '2026-03-13', ['Late revision']],
    ['America/Los_Angeles', '2026-03-14T20:00:00-07:00', '2026-03-14', ['Sports day']],
    ['Asia/Tokyo', '2026-03-15T00:30:00+09:00', '2026-03-15', []],
    ['Asia/Tokyo', '2026-03-14T00:30:00+09:00', '2026-03-14', ['Sports day', 'Late revision']],
    ['Asia/Shanghai', '2026-03-14T23:59:00+08:00', '2026-03-14', ['Sports day', 'Late revision']],
  ])("in %s at %s, today's tasks are the day's own", async (zone, now, date, titles) => {
    const today = await todayIn(zone, new Date(now).toISOString())
    expect(today.date).toBe(date)
    expect([...today.titles].sort()).toEqual([...titles].sort())
  })

  it.each([
    ['Europe/Paris', '2026-03-14T12:00:00+01:00', 2],
    ['Europe/Paris', '2026-03-15T22:00:00+01:00', 1],
    ['America/Los_Angeles', '2026-03-15T09:00:00-07:00', 1],
    ['Asia/Tokyo', '2026-03-16T00:30:00+09:00', 0],
    ['Asia/Shanghai', '2026-03-14T12:00:00+08:00', 2],
  ])('in %s at %s, an all-day exam is %i days away: counted to its own date', async (zone, now, daysLeft) => {
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now))
    const exams = (await planClient(ctx.app, user, zone).get(PATHS.examTactics.examList)).data.exams
    expect(exams.map((e: { title: string; days_left: number }) => [e.title, e.days_left])).toEqual([['Maths exam', daysLeft]])
  })
})
