import { ERRORS } from '@contract/errors'
import { PATHS } from '@contract/paths'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext, type TestUser } from '../helpers'

const P = PATHS.studyPlan

/**
 * Taro.request and wx.request label every request `application/json`, a DELETE without a body
 * too. Such a request has no body; a body that is there is still parsed strictly.
 */
describe(`requests without a body (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let student: TestUser

  beforeAll(async () => {
    ctx = await createTestApp()
  }, 60_000)
  afterAll(() => ctx.close())
  beforeEach(async () => {
    student = await createUserWithSession(ctx.app)
  })

  const createSeries = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: P.createEvent,
      headers: { ...student.headers, 'x-time-zone': 'Asia/Shanghai' },
      payload: { title: 'Reading', course_id: 3, start_at: '2026-03-09T07:00:00+08:00', end_at: '2026-03-09T07:30:00+08:00', all_day: false, rrule: 'FREQ=DAILY;COUNT=3', kind: 'study' },
    })
    expect(res.statusCode).toBe(200)
    return (await week())[0].event_id
  }
  async function week() {
    const res = await ctx.app.inject({ url: P.queryEvent, query: { from: '2026-03-09T00:00:00+08:00', to: '2026-03-16T00:00:00+08:00' }, headers: { ...student.headers, 'x-time-zone': 'Asia/Shanghai' } })
    return res.json().data.events as { event_id: string; occurrence_start: string }[]
  }
  const del = (query: Record<string, string>, headers: Record<string, string>, payload?: string) =>
    ctx.app.inject({ method: 'DELETE', url: P.deleteEvent, query, headers: { ...student.headers, ...headers }, ...(payload !== undefined && { payload }) })

  it.each([
    ['application/json', 'content-length: 0'],
    ['application/json; charset=utf-8', 'no content-length'],
  ])('deletes one occurrence and then the series with %s and an empty body (%s)', async (type, length) => {
    const id = await createSeries()
    const headers: Record<string, string> = { 'content-type': type, ...(length.startsWith('content') && { 'content-length': '0' }) }
    const first = (await week())[0].occurrence_start
    const one = await del({ event_id: id, scope: 'occurrence', occurrence_start: first }, headers, '')
    expect(one.statusCode).toBe(200)
    expect((await week()).map((e) => e.occurrence_start)).not.toContain(first)
    expect(await week()).toHaveLength(2)
    const all = await del({ event_id: id, scope: 'series' }, headers, '')
    expect(all.statusCode).toBe(200)
    expect(await week()).toEqual([])
  })

  it.each([['{'], ['   '], ['{"__proto__":{"admin":true}}']])('still refuses a body that is not valid JSON (%j) and deletes nothing', async (payload) => {
    const id = await createSeries()
    const res = await del({ event_id: id, scope: 'series' }, { 'content-type': 'application/json' }, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(ERRORS.BAD_JSON.code)
    expect(await week()).toHaveLength(3)
  })

  it('answers a bodyless POST to a route that needs a body by naming the first field, in words', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.user.loginPhoneCode,
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: ERRORS.VALIDATION.code, msg: 'Escribe tu número de teléfono', data: null })
  })

  it('takes a bodyless POST to a route whose body is all optional', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: PATHS.notification.read, headers: { ...student.headers, 'content-type': 'application/json', 'accept-language': 'fr' } })
    // Neither `all` nor `ids`: the route says what is missing, in words, rather than "not valid JSON".
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Choisis les notifications à marquer comme lues')
  })
})
