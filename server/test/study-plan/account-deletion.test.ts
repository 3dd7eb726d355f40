import { PATHS } from '@contract/paths'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, signInByPhone } from '../accounts/sign-in'
import { createTestApp, type TestContext } from '../helpers'
import { addMistake } from '../today-tasks/mistake-fixture'

const PLAN_TABLES = ['study_events', 'plan_steps', 'plan_state', 'plan_proposals', 'focus_sessions', 'mistake_retests', 'exam_tactics'] as const

describe('deleting an account removes the study plan, its undo stack and everything made from it', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('leaves no row of the student in any plan table', async () => {
    const s = await signInByPhone(ctx.app)
    const userId = s.user.uid
    await ctx.app.db.updateTable('users').set({ account_status: 1 }).where('id', '=', userId).execute()
    const headers = { ...s.headers, 'x-time-zone': 'Asia/Shanghai' }
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown, query?: Record<string, string>) =>
      ctx.app.inject({ method, url, headers, payload: payload as never, query }).then((r) => r.json())
    const start = new Date(Date.now() + 5 * 86_400_000)
    const exam = await call('POST', PATHS.studyPlan.createEvent, { title: 'Maths exam', course_id: 2, kind: 'exam', start_at: start.toISOString(), end_at: new Date(start.getTime() + 7_200_000).toISOString(), all_day: false, rrule: null })
    expect(exam.code).toBe(200)
    await call('POST', PATHS.studyPlan.instruction, { text: 'tomorrow 7pm study maths for an hour' })
    await call('GET', PATHS.examTactics.tactics, undefined, { event_id: exam.data.event.event_id })
    const focus = await call('POST', PATHS.todayTasks.focus, { client_id: 'deletion-test-1', started_at: new Date(Date.now() - 30 * 60_000).toISOString(), minutes: 25 })
    expect(focus.code).toBe(200)
    const mistake = await addMistake(ctx.app, userId, 'Describe the water cycle', new Date(Date.now() - 86_400_000).toISOString())
    expect((await call('POST', PATHS.todayTasks.retestResult, { mistake_id: mistake, result: 'solved' })).code).toBe(200)
    for (const table of PLAN_TABLES) {
      expect((await ctx.app.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length).toBeGreaterThan(0)
    }

    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: PATHS.user.smsCode, query: { purpose: 'deactivate' }, headers: s.headers })
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect(confirmed.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: PATHS.user.deactivate, headers: s.headers })).json().code).toBe(200)
    for (const table of PLAN_TABLES) {
      expect(await ctx.app.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).toEqual([])
    }
  })
})
