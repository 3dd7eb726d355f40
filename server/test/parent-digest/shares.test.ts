import { createHash } from 'node:crypto'
import { PATHS } from '@contract/paths'
import type { ShareCreated, ShareList } from '@contract/parent-digest'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, signInByPhone } from '../accounts/sign-in'

const D = PATHS.parentDigest
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe(`sharing the week with a parent (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const as = (s: { headers: Record<string, string> }) => ({
    list: async () => (await ctx.app.inject({ url: D.shares, headers: s.headers })).json().data as ShareList,
    create: (payload: unknown) => ctx.app.inject({ method: 'POST', url: D.shares, headers: s.headers, payload: payload as object }),
    revoke: (shareId: string) => ctx.app.inject({ method: 'POST', url: D.revoke, headers: s.headers, payload: { share_id: shareId } }),
  })
  /** A parent: no session, their own browser and address. */
  const open = (token: string, ip = '203.0.113.7', lang = 'zh-Hans') =>
    ctx.app.inject({ method: 'POST', url: D.view, remoteAddress: ip, headers: { 'user-agent': IPHONE, 'accept-language': lang }, payload: { token } })

  const share = async (s: { headers: Record<string, string> }, payload: object = { sections: ['focus', 'exams'], display_name: 'Lin' }) => {
    const res = await as(s).create(payload)
    expect(res.statusCode).toBe(200)
    return res.json().data as ShareCreated
  }

  it('refuses a share with nothing chosen, or with a part that is not offered, and stores nothing', async () => {
    const s = await createUserWithSession(ctx.app)
    for (const payload of [{ sections: [] }, { sections: ['chat'] }, { sections: ['photos', 'focus'] }, {}, { sections: ['focus', 'focus'] }]) {
      const res = await as(s).create(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe(400001)
    }
    expect((await as(s).list()).shares).toEqual([])
  })

  it('makes a 256-bit link stored only as its hash, shows the chosen parts to anyone holding it, and lists who opened it', async () => {
    const s = await createUserWithSession(ctx.app)
    await ctx.app.db.updateTable('users').set({ nickname: 'Lin Xiaoming the student' }).where('id', '=', s.user.id).execute()
    const created = await share(s)
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32)
    // The link names nothing but the capability.
    expect(created.url).toMatch(new RegExp(`/#/packages/parent/digest\\?t=${created.token}$`))
    expect(created.weapp_path).toBe(`packages/parent/digest?t=${created.token}`)
    expect(created.qr_code).toMatch(/^data:image\/png;base64,/)
    expect(created.share).toMatchObject({ sections: ['focus', 'exams'], display_name: 'Lin', open_count: 0, opens: [] })
    const rows = await ctx.app.db.selectFrom('parent_shares').selectAll().where('user_id', '=', s.user.id).execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(created.token)
    expect(rows[0].token_hash).toBe(createHash('sha256').update(created.token).digest('hex'))

    const res = await open(created.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-robots-tag']).toContain('noindex')
    expect(res.headers['cache-control']).toBe('no-store')
    const digest = res.json().data
    expect(digest.sections).toEqual(['focus', 'exams'])
    expect(digest.display_name).toBe('Lin')
    expect(digest.this_week.focus.days).toHaveLength(7)
    // Parts not chosen are not there at all.
    expect(digest.this_week.plan).toBeUndefined()
    expect(digest.this_week.questions).toBeUndefined()
    expect(digest.this_week.mistakes).toBeUndefined()
    const text = res.body
    for (const secret of [s.user.id, s.user.phone!, 'Xiaoming', s.token]) expect(text).not.toContain(secret)

    // A reload is the same visit; another device is another open.
    expect((await open(created.token)).statusCode).toBe(200)
    const android = await ctx.app.inject({ method: 'POST', url: D.view, remoteAddress: '203.0.113.8', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0' }, payload: { token: created.token } })
    expect(android.statusCode).toBe(200)
    const listed = (await as(s).list()).shares
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ share_id: created.share.share_id, open_count: 2 })
    expect(listed[0].opens.map((o) => o.device).sort()).toEqual(['Android · WeChat', 'iPhone · Safari'])
    // No address is kept with an open.
    const opens = await ctx.app.db.selectFrom('parent_share_opens').selectAll().execute()
    expect(JSON.stringify(opens)).not.toContain('203.0.113.7')
  })

  it('answers every link that leads nowhere with the same 404, and a revoked link stops at once', async () => {
    const s = await createUserWithSession(ctx.app)
    const other = await createUserWithSession(ctx.app)
    const created = await share(s)
    expect((await open(created.token, '198.51.100.1')).statusCode).toBe(200)

    // Someone else cannot revoke it: same answer as a share that does not exist.
    const foreign = await as(other).revoke(created.share.share_id)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe(404080)
    expect((await open(created.token, '198.51.100.1')).statusCode).toBe(200)

    expect((await as(s).revoke(created.share.share_id)).json()).toEqual({ code: 200, msg: 'ok', data: null })
    const gone = await open(created.token, '198.51.100.1')
    const wrong = await open(created.token.slice(0, -2) + 'AA', '198.51.100.1')
    const malformed = await open('not-a-link', '198.51.100.1')
    for (const res of [gone, wrong, malformed]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe(404081)
      expect(res.json().data).toBeNull()
    }
    expect(gone.json().msg).toBe(wrong.json().msg)
    expect((await as(s).list()).shares).toEqual([])
    expect(await ctx.app.db.selectFrom('parent_share_opens').selectAll().where('user_id', '=', s.user.id).execute()).toEqual([])
    // Revoking twice: not found, nothing else changes.
    expect((await as(s).revoke(created.share.share_id)).statusCode).toBe(404)
  })

  it('keeps at most ten links per student', async () => {
    const s = await createUserWithSession(ctx.app)
    for (let i = 0; i < 10; i++) await share(s, { sections: ['plan'] })
    const over = await as(s).create({ sections: ['plan'] })
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe(409080)
    expect((await as(s).list()).shares).toHaveLength(10)
  })

  it('slows down an address trying many wrong links, but not a parent opening a real one', async () => {
    const s = await createUserWithSession(ctx.app)
    const created = await share(s)
    const ip = '192.0.2.44'
    for (let i = 0; i < 20; i++) expect((await open(`${'x'.repeat(42)}${i % 10}`, ip)).statusCode).toBe(404)
    expect((await open('y'.repeat(43), ip)).statusCode).toBe(429)
    // Another address is not affected.
    expect((await open(created.token, '192.0.2.45')).statusCode).toBe(200)
  })

  it("deleting the student's account deletes every share: the link answers 404 with nothing in it", async () => {
    const s = await signInByPhone(ctx.app)
    await ctx.app.db.updateTable('users').set({ account_status: 1 }).where('id', '=', s.user.uid).execute()
    const created = await share(s)
    await share(s, { sections: ['plan'] })
    expect((await open(created.token, '198.51.100.9')).statusCode).toBe(200)

    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'deactivate' }, headers: s.headers })
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect(confirmed.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).statusCode).toBe(200)

    const res = await open(created.token, '198.51.100.9')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 404081, data: null })
    expect(res.body).not.toContain(s.user.uid)
    expect(await ctx.app.db.selectFrom('parent_shares').selectAll().where('user_id', '=', s.user.uid).execute()).toEqual([])
    expect(await ctx.app.db.selectFrom('parent_share_opens').selectAll().where('user_id', '=', s.user.uid).execute()).toEqual([])
  })
})
