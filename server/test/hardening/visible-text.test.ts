import { PATHS } from '@contract/paths'
import { MAX_INSTRUCTION_LENGTH, MAX_TITLE_LENGTH } from '@contract/study-plan'
import { cleanText } from '../../src/lib/text'
import { clock } from '../../src/lib/time'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

/**
 * Text is measured and judged as the student sees it: a length counts characters (one emoji is
 * one, as the schemas count), and a text that shows nothing is empty.
 */
describe(`text as the student sees it (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  beforeEach(() => jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-25T08:00:00Z')))
  afterEach(() => jest.restoreAllMocks())

  const event = (title: string) => ({
    title,
    course_id: null,
    start_at: '2026-12-01T10:00:00+08:00',
    end_at: '2026-12-01T11:00:00+08:00',
    all_day: false,
    rrule: null,
    kind: 'study',
  })
  const titles = async (userId: string) => (await ctx.app.db.selectFrom('study_events').select('title').where('user_id', '=', userId).execute()).map((r) => r.title)

  it(`takes an event title of ${MAX_TITLE_LENGTH} emoji, and refuses one more in the student's language`, async () => {
    const s = await createUserWithSession(ctx.app, { lang: 'fr' })
    const full = '📚'.repeat(MAX_TITLE_LENGTH)
    const ok = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.createEvent, headers: s.headers, payload: event(full) })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.event.title).toBe(full)
    const over = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.createEvent, headers: s.headers, payload: event(`${full}📚`) })
    expect(over.statusCode).toBe(400)
    expect(over.json()).toMatchObject({ code: 400003, msg: expect.stringContaining(String(MAX_TITLE_LENGTH)), data: null })
    expect(await titles(s.user.id)).toEqual([full])
  })

  it('reads an instruction of emoji under the limit instead of calling it too long', async () => {
    const s = await createUserWithSession(ctx.app)
    const text = `${'🙂'.repeat(MAX_INSTRUCTION_LENGTH - 40)} maths tomorrow at 5pm`
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.instruction, headers: s.headers, payload: { text } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.reply).not.toMatch(String(MAX_INSTRUCTION_LENGTH))
  })

  it('refuses a nickname, a title or a feedback made only of invisible characters, and changes nothing', async () => {
    const s = await createUserWithSession(ctx.app, { lang: 'es' })
    const before = (await ctx.app.inject({ url: PATHS.user.info, headers: s.headers })).json().data.nickname
    for (const blank of ['\u200B\u200B', '\u3164', '\u2800 \u2060', '\uFEFF\u00A0\u3000']) {
      const nick = await ctx.app.inject({ method: 'PUT', url: PATHS.user.alterProfile, headers: s.headers, payload: { nickname: blank } })
      expect(nick.statusCode).toBe(400)
      expect(nick.json()).toMatchObject({ code: 400001, msg: 'Escribe tu apodo', data: null })
      const title = await ctx.app.inject({ method: 'POST', url: PATHS.studyPlan.createEvent, headers: s.headers, payload: event(blank) })
      expect(title.json()).toMatchObject({ code: 400001, data: null })
      const feedback = await ctx.app.inject({ method: 'POST', url: PATHS.feedback.create, headers: s.headers, payload: { category: 'bug', content: blank } })
      expect(feedback.json()).toMatchObject({ code: 400001, data: null })
    }
    expect((await ctx.app.inject({ url: PATHS.user.info, headers: s.headers })).json().data.nickname).toBe(before)
    expect(await titles(s.user.id)).toEqual([])
    expect(await ctx.app.db.selectFrom('feedback').select('id').where('user_id', '=', s.user.id).execute()).toEqual([])
  })

  it('keeps invisible characters that join visible ones', async () => {
    const s = await createUserWithSession(ctx.app)
    const family = '👨\u200D👩\u200D👧 Lin'
    const res = await ctx.app.inject({ method: 'PUT', url: PATHS.user.alterProfile, headers: s.headers, payload: { nickname: family } })
    expect(res.json()).toMatchObject({ code: 200, data: { nickname: family } })
    expect(cleanText('\u200B', 'multiline')).toBe('')
    expect(cleanText('a\u200Bb', 'line')).toBe('a\u200Bb')
  })
})
