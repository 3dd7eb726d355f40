import { ERRORS } from '@contract/errors'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from './helpers'
import { createSession } from '../src/modules/session/session.repository'

describe(`foundation API (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('reports health with the database dialect', async () => {
    const res = await ctx.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok', database: TEST_DIALECT } })
  })

  it('serves the dictionary before sign-in, in the request language', async () => {
    const zh = await ctx.app.inject({ url: '/api/v1/user/grade-list', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } })
    expect(zh.json().data[0]).toEqual({ id: 7, name: '國一', stage_id: 1, stage: '國中' })
    const fr = await ctx.app.inject({ url: '/api/v1/user/course-list', headers: { 'accept-language': 'fr-FR' } })
    expect(fr.json().data.find((c: { id: number }) => c.id === 2).name).toBe('Mathématiques')
    const tones = await ctx.app.inject({ url: '/api/v1/user/tone-list', headers: { 'accept-language': 'es' } })
    expect(tones.json().data).toHaveLength(4)
    expect(tones.json().data[0].name).toBe('Alentador')
  })

  it('refuses user info without a token, with an unknown token, and answers with a valid one', async () => {
    const none = await ctx.app.inject({ url: '/api/v1/user/info' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ code: 401, msg: 'Not logged in', data: null })

    const unknown = await ctx.app.inject({ url: '/api/v1/user/info', headers: { authorization: 'Bearer nope' } })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().msg).toBe('Login expired, please sign in again')

    const { user, headers } = await createUserWithSession(ctx.app)
    const res = await ctx.app.inject({ url: '/api/v1/user/info', headers })
    expect(res.statusCode).toBe(200)
    const info = res.json().data
    expect(info).toMatchObject({ uid: user.id, account_status: 1, is_collected_info: false })
    expect(info.phone).toMatch(/^138\*{4}\d{4}$/)
    expect(info).not.toHaveProperty('password_hash')
  })

  it('answers 401003 to a session replaced by a newer login on the same platform', async () => {
    const first = await createUserWithSession(ctx.app, { platform: 'weapp' })
    await createSession(ctx.app.db, { userId: first.user.id, platform: 'weapp', ttlDays: 30 })
    const res = await ctx.app.inject({ url: '/api/v1/user/info', headers: first.headers })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe(ERRORS.SESSION_REPLACED.code)
  })

  it('ends a session at its expiry time, also for a token that was just used (the clock read is shared per millisecond)', async () => {
    const student = await createUserWithSession(ctx.app)
    const session = ctx.app.db.updateTable('sessions').where('user_id', '=', student.user.id)
    await session.set({ expires_at: new Date(Date.now() + 60_000).toISOString() }).execute()
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })).statusCode).toBe(200)
    await session.set({ expires_at: new Date(Date.now() - 1).toISOString() }).execute()
    const expired = await ctx.app.inject({ url: '/api/v1/user/info', headers: student.headers })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ code: ERRORS.LOGIN_EXPIRED.code, msg: 'Login expired, please sign in again', data: null })
  })

  it('keeps a session on another platform alive', async () => {
    const h5 = await createUserWithSession(ctx.app, { platform: 'h5' })
    await createSession(ctx.app.db, { userId: h5.user.id, platform: 'weapp', ttlDays: 30 })
    const res = await ctx.app.inject({ url: '/api/v1/user/info', headers: h5.headers })
    expect(res.statusCode).toBe(200)
  })

  it('lets a not-activated account read its info but answers 403004 elsewhere', async () => {
    const { headers } = await createUserWithSession(ctx.app, { status: 3 })
    const info = await ctx.app.inject({ url: '/api/v1/user/info', headers })
    expect(info.json().data.account_status).toBe(3)
    const unread = await ctx.app.inject({ url: '/api/v1/study-plan/unread-event-num', headers })
    expect(unread.statusCode).toBe(403)
    expect(unread.json().code).toBe(403004)
  })

  it('counts unread events of the signed-in student only', async () => {
    const a = await createUserWithSession(ctx.app)
    const b = await createUserWithSession(ctx.app)
    const now = new Date().toISOString()
    const event = (id: string, userId: string, unread: number) => ({
      id,
      user_id: userId,
      title: 'Physics review',
      start_at: now,
      end_at: now,
      created_at: now,
      updated_at: now,
      unread,
    })
    await ctx.app.db
      .insertInto('study_events')
      .values([event('e1', a.user.id, 1), event('e2', a.user.id, 0), event('e3', b.user.id, 1)])
      .execute()
    const res = await ctx.app.inject({ url: '/api/v1/study-plan/unread-event-num', headers: a.headers })
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { unread_event_num: 1 } })
  })

  it('names the field of bad input and answers unknown routes with 404001', async () => {
    const bad = await ctx.app.inject({ url: '/api/v1/user/checking-version?version_code=x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ code: 400001, msg: 'Check the app version', data: null })
    const missing = await ctx.app.inject({ url: '/api/v1/nothing/here', headers: { 'accept-language': 'zh-CN' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().msg).toBe('接口不存在：GET /api/v1/nothing/here')
  })

  it('reports the version check from configuration', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/user/checking-version' })
    expect(res.json().data).toMatchObject({ check_version: 0, latest_version: '1.0.27', latest_version_code: 1027 })
  })
})
