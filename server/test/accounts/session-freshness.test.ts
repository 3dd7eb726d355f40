import { sql } from 'kysely'
import { ERRORS } from '@contract/errors'
import { ROUTES } from '@contract/routes'
import { createSession } from '../../src/modules/session'
import { sessionCacheOf } from '../../src/modules/session/session-cache'
import type { App } from '../../src/types'
import { createUserWithSession, TEST_DIALECT, type TestUser } from '../helpers'
import { twinApps } from '../jobs/twin-apps'

// A signed-in request answers with the session and account as they are now, whichever way they
// changed: through the API, a write of this server, a transaction rolled back, or another server
// (or the operator's tool) on the same database. On SQLite the session reads come from a cache
// (modules/session/session-cache.ts); these hold it to the database's answer, on both dialects.
describe('a signed-in request sees its session and account as they are now', () => {
  let twins: Awaited<ReturnType<typeof twinApps>>
  let a: App
  let b: App
  beforeAll(async () => {
    twins = await twinApps()
    a = twins.a
    b = twins.b
  })
  afterAll(async () => twins.close())

  const info = (app: App, u: TestUser) => app.inject({ url: ROUTES.user.info.path, headers: u.headers })
  const signOut = (app: App, u: TestUser) => app.inject({ method: ROUTES.auth.logout.method, url: ROUTES.auth.logout.path, headers: u.headers })
  /** The catalogue code of the refusal user/info answers (always a 401 here). */
  const refusal = async (app: App, u: TestUser) => {
    const res = await info(app, u)
    expect(res.statusCode).toBe(401)
    return res.json().code as number
  }
  const nickname = async (app: App, u: TestUser) => {
    const res = await info(app, u)
    expect(res.statusCode).toBe(200)
    return res.json().data.nickname as string
  }

  it('shows a profile change made through the API on the next request', async () => {
    const u = await createUserWithSession(a)
    await nickname(a, u)
    const res = await a.inject({ method: ROUTES.user.alterProfile.method, url: ROUTES.user.alterProfile.path, headers: u.headers, payload: { nickname: 'Mei' } })
    expect(res.statusCode).toBe(200)
    expect(await nickname(a, u)).toBe('Mei')
  })

  it('ends a session at sign-out, on the next request', async () => {
    const u = await createUserWithSession(a)
    expect((await info(a, u)).statusCode).toBe(200)
    expect((await signOut(a, u)).statusCode).toBe(200)
    expect(await refusal(a, u)).toBe(ERRORS.LOGIN_EXPIRED.code)
  })

  it('sees a write of this server made outside the API (a job, a repair) at once', async () => {
    const u = await createUserWithSession(a)
    await nickname(a, u)
    await a.db.updateTable('users').set({ nickname: 'Direct' }).where('id', '=', u.user.id).execute()
    expect(await nickname(a, u)).toBe('Direct')
    await a.db.updateTable('users').set({ account_status: 2 }).where('id', '=', u.user.id).execute()
    expect(await refusal(a, u)).toBe(ERRORS.ACCOUNT_DISABLED.code)
  })

  it('never shows a change that was rolled back', async () => {
    const u = await createUserWithSession(a)
    const before = await nickname(a, u)
    await expect(
      a.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ nickname: 'Undone' }).where('id', '=', u.user.id).execute()
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await nickname(a, u)).toBe(before)
  })

  it('sees what another server on the same database changed, on its next request, every time', async () => {
    const u = await createUserWithSession(a)
    for (const name of ['One', 'Two', 'Three']) {
      await nickname(a, u)
      await b.db.updateTable('users').set({ nickname: name }).where('id', '=', u.user.id).execute()
      expect(await nickname(a, u)).toBe(name)
    }
    // Signed out on the other server (same platform: the app there signs out this session).
    expect((await signOut(b, u)).statusCode).toBe(200)
    expect(await refusal(a, u)).toBe(ERRORS.LOGIN_EXPIRED.code)
  })

  it('ends the older session when the other server signs the account in again on the same kind of device', async () => {
    const u = await createUserWithSession(a)
    expect((await info(a, u)).statusCode).toBe(200)
    const { token } = await createSession(b.db, { userId: u.user.id, platform: 'h5', ttlDays: 30 })
    expect(await refusal(a, u)).toBe(ERRORS.SESSION_REPLACED.code)
    expect((await info(a, { ...u, headers: { ...u.headers, authorization: `Bearer ${token}` } })).statusCode).toBe(200)
  })

  it('refuses a token that names no session, and keeps refusing it', async () => {
    const headers = { authorization: 'Bearer not-a-real-token', 'accept-language': 'en' }
    for (let i = 0; i < 3; i++) {
      const res = await a.inject({ url: ROUTES.user.info.path, headers })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe(ERRORS.LOGIN_EXPIRED.code)
    }
  })

  it('on SQLite, answers repeated requests of a session from its cache and reads again after any change; on PostgreSQL keeps none', async () => {
    const cache = sessionCacheOf(a.db)
    if (TEST_DIALECT === 'postgres') {
      // Another instance's sign-out must be seen at once: nothing is kept between requests.
      expect(cache).toBeNull()
      return
    }
    const u = await createUserWithSession(a)
    await nickname(a, u)
    const hits = cache!.hits
    await nickname(a, u)
    await nickname(a, u)
    expect(cache!.hits).toBe(hits + 2)
    // Even a statement written by hand (no repository function) is seen.
    await sql`update users set nickname = 'Raw' where id = ${u.user.id}`.execute(a.db)
    expect(await nickname(a, u)).toBe('Raw')
    expect(cache!.hits).toBe(hits + 2)
    await b.db.updateTable('users').set({ nickname: 'Elsewhere' }).where('id', '=', u.user.id).execute()
    expect(await nickname(a, u)).toBe('Elsewhere')
    expect(cache!.hits).toBe(hits + 2)
    expect(await nickname(a, u)).toBe('Elsewhere')
    expect(cache!.hits).toBe(hits + 3)
  })
})
