import { addNotification } from '../src/modules/notifications/notifications.repository'
import { createSession } from '../src/modules/session/session.repository'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from './helpers'

describe(`app start: everything the app needs when it opens, in one call (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ APP_LATEST_VERSION: '1.2.3', APP_RELEASE_NOTES: '{"fr":"Nouveautés","en":"News"}' })
  })
  afterAll(() => ctx.close())

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })
  const data = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers)
    expect(res.statusCode).toBe(200)
    return res.json().data
  }

  it('answers before sign-in with the versions and the dictionary in the asked language, and no student', async () => {
    const fr = { 'accept-language': 'fr' }
    const start = await data('/api/v1/app/start?version_code=1000', fr)
    expect(start).toEqual({
      version: await data('/api/v1/user/checking-version?version_code=1000', fr),
      grades: await data('/api/v1/user/grade-list', fr),
      courses: await data('/api/v1/user/course-list', fr),
      tones: await data('/api/v1/user/tone-list', fr),
      user: null,
      session_error: null,
      unread: null,
    })
    expect(start.version).toMatchObject({ latest_version: '1.2.3', latest_version_code: 1203, release_notes: 'Nouveautés' })
    expect(start.courses).toContainEqual(expect.objectContaining({ id: 2, name: 'Mathématiques' }))
  })

  it('gives an activated student their info and the three unread counts, as the separate endpoints do', async () => {
    const student = await createUserWithSession(ctx.app, { lang: 'zh-Hans' })
    await get('/api/v1/chat/init', student.headers) // posts the welcome notice: one unread in the chats
    await addNotification(ctx.app.db, { userId: student.user.id, kind: 'system', title: 'Hello', body: 'Welcome' })
    const start = await data('/api/v1/app/start', student.headers)
    expect(start.user).toEqual(await data('/api/v1/user/info', student.headers))
    expect(start.unread).toEqual({
      event: (await data('/api/v1/study-plan/unread-event-num', student.headers)).unread_event_num,
      chat: (await data('/api/v1/chat/history/noread/count', student.headers)).total,
      notification: (await data('/api/v1/notification/unread-count', student.headers)).total,
    })
    expect(start.unread).toMatchObject({ chat: 1, notification: 1 })
    expect(start.session_error).toBeNull()
    expect(start.grades[0].name).toBe('初一')
  })

  it('gives a student who is not activated yet their info but no counts', async () => {
    const student = await createUserWithSession(ctx.app, { status: 3 })
    const start = await data('/api/v1/app/start', student.headers)
    expect(start.user).toMatchObject({ uid: student.user.id, account_status: 3 })
    expect(start.unread).toBeNull()
    expect(start.session_error).toBeNull()
  })

  it('tells why a token is no longer usable, with the code and message user/info fails with, and still answers the rest', async () => {
    const student = await createUserWithSession(ctx.app, { lang: 'fr' })
    // Signing in on another phone ends this session.
    await createSession(ctx.app.db, { userId: student.user.id, platform: 'h5', ttlDays: 30 })
    const info = await get('/api/v1/user/info', student.headers)
    const start = await data('/api/v1/app/start', student.headers)
    expect(start.session_error).toEqual({ code: 401003, status: 401, msg: info.json().msg })
    expect(start.session_error.msg).not.toBe('')
    expect(start.user).toBeNull()
    expect(start.unread).toBeNull()
    expect(start.grades.length).toBeGreaterThan(0)

    const unknown = await data('/api/v1/app/start', { authorization: 'Bearer not-a-token' })
    expect(unknown.session_error).toMatchObject({ code: 401, status: 401 })
    expect(unknown.user).toBeNull()
  })

  it('refuses a bad version code with the field named in plain words', async () => {
    const res = await get('/api/v1/app/start?version_code=-1')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400001, msg: expect.stringContaining('app version') })
  })
})
