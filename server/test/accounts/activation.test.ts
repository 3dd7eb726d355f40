import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { issueExchangeCodes } from '../../src/modules/activation/exchange.service'
import { admitFromWaitlist } from '../../src/modules/activation/waitlist.service'
import { signInByPhone } from './sign-in'

describe(`activation (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ INVITE_MAX_QUOTA: '3', FREE_QUESTIONS: '20' })
  })
  afterAll(() => ctx.close())

  const get = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) => ctx.app.inject({ url, headers, query })
  const activateV2 = (headers: Record<string, string>, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/invitation/active', headers, payload: { code } })
  const inviter = async () => (await createUserWithSession(ctx.app)).user

  it('shows the inviter of a code before sign-in, and refuses unknown codes', async () => {
    const host = await inviter()
    await ctx.app.db.updateTable('users').set({ nickname: 'Lin' }).where('id', '=', host.id).execute()
    const res = await ctx.app.inject({ url: '/api/v1/user/inviter-info/code', query: { invite_code: host.invite_code.toLowerCase() } })
    expect(res.json().data).toEqual({ uid: host.id, nickname: 'Lin', avatar: '', invite_code: host.invite_code, quota_left: 3 })
    const unknown = await ctx.app.inject({ url: '/api/v1/user/inviter-info/code', query: { invite_code: 'ZZZZZZ' }, headers: { 'accept-language': 'en' } })
    expect(unknown.json()).toMatchObject({ code: 404010, msg: 'This invitation code does not exist' })
    const sql = await ctx.app.inject({ url: '/api/v1/user/inviter-info/code', query: { invite_code: "' OR 1=1 --" } })
    expect(sql.json().code).toBe(404010)
  })

  it('activates with an invitation code: status 1, free questions, the inviter counts one', async () => {
    const host = await inviter()
    const student = await signInByPhone(ctx.app)
    const res = await get('/api/v1/user/active/invite-code', student.headers, { invite_code: host.invite_code })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ via: 'invite', user: { account_status: 1, left_question_num: 20 } })
    const after = await ctx.app.db.selectFrom('users').select(['invited_num', 'inviter_id']).where('id', 'in', [host.id, student.user.uid]).orderBy('created_at').execute()
    expect(after[0].invited_num).toBe(1)
    expect(after[1].inviter_id).toBe(host.id)
    const invitation = await ctx.app.db.selectFrom('invitations').selectAll().where('invitee_id', '=', student.user.uid).executeTakeFirstOrThrow()
    expect(invitation).toMatchObject({ inviter_id: host.id, invite_code: host.invite_code })
    expect(invitation.activated_at).not.toBeNull()
    // Protected routes open now.
    expect((await get('/api/v1/study-plan/unread-event-num', student.headers)).statusCode).toBe(200)
    expect((await get('/api/v1/user/inviter-info', student.headers)).json().data).toMatchObject({ uid: host.id, quota_left: 2 })
    const twice = await get('/api/v1/user/active/invite-code', student.headers, { invite_code: host.invite_code })
    expect(twice.json().code).toBe(409013)
  })

  it('records an accepted invitation as joined, before activation', async () => {
    const host = await inviter()
    const student = await signInByPhone(ctx.app)
    expect((await get('/api/v1/user/inviter-info', student.headers)).json().data).toBeNull()
    const accepted = await get('/api/v1/user/invite/accept', student.headers, { invite_code: host.invite_code })
    expect(accepted.json().data).toMatchObject({ uid: host.id, quota_left: 3 })
    const row = await ctx.app.db.selectFrom('invitations').selectAll().where('invitee_id', '=', student.user.uid).executeTakeFirstOrThrow()
    expect(row.activated_at).toBeNull()
    expect((await get('/api/v1/user/inviter-info', student.headers)).json().data.uid).toBe(host.id)
    const hostRow = await ctx.app.db.selectFrom('users').select('invited_num').where('id', '=', host.id).executeTakeFirstOrThrow()
    expect(hostRow.invited_num).toBe(0)
  })

  it('refuses a student’s own code and a code whose quota is used up', async () => {
    const host = await signInByPhone(ctx.app)
    const own = await ctx.app.db.selectFrom('users').select('invite_code').where('id', '=', host.user.uid).executeTakeFirstOrThrow()
    // The code of an account that is not active itself works for nobody.
    expect((await get('/api/v1/user/active/invite-code', host.headers, { invite_code: own.invite_code })).json().code).toBe(404010)
    await ctx.app.db.updateTable('users').set({ account_status: 1 }).where('id', '=', host.user.uid).execute()
    expect((await activateV2(host.headers, own.invite_code)).json()).toMatchObject({ code: 409012, msg: 'You cannot use your own invitation code' })
    const full = await inviter()
    await ctx.app.db.updateTable('users').set({ invited_num: 3 }).where('id', '=', full.id).execute()
    const student = await signInByPhone(ctx.app)
    const res = await get('/api/v1/user/active/invite-code', { ...student.headers }, { invite_code: full.invite_code })
    expect(res.json()).toMatchObject({ code: 409011, msg: 'This invitation has no places left' })
    expect((await get('/api/v1/user/invite/accept', student.headers, { invite_code: full.invite_code })).json().code).toBe(409011)
    const me = await ctx.app.db.selectFrom('users').select('account_status').where('id', '=', student.user.uid).executeTakeFirstOrThrow()
    expect(me.account_status).toBe(3)
  })

  it('never lets concurrent activations exceed the quota', async () => {
    const host = await inviter()
    const students = await Promise.all(Array.from({ length: 8 }, () => signInByPhone(ctx.app)))
    const answers = await Promise.all(students.map((s) => activateV2(s.headers, host.invite_code)))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3)
    expect(answers.filter((a) => a.json().code === 409011)).toHaveLength(5)
    const row = await ctx.app.db.selectFrom('users').select(['invited_num', 'invite_max_quota']).where('id', '=', host.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ invited_num: 3, invite_max_quota: 3 })
    const active = await ctx.app.db.selectFrom('users').select('id').where('inviter_id', '=', host.id).where('account_status', '=', 1).execute()
    expect(active).toHaveLength(3)
  })

  it('activates with a single-use exchange code, dashes and case as typed', async () => {
    const { codes } = await issueExchangeCodes(ctx.app.db, { count: 2, note: 'test' })
    expect(codes[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    const a = await signInByPhone(ctx.app)
    const res = await activateV2(a.headers, codes[0].toLowerCase())
    expect(res.json().data).toMatchObject({ via: 'exchange', user: { account_status: 1, left_question_num: 20 } })
    const b = await signInByPhone(ctx.app)
    const used = await activateV2(b.headers, codes[0])
    expect(used.json()).toMatchObject({ code: 409010, msg: 'This exchange code has already been used' })
    const stored = await ctx.app.db.selectFrom('exchange_codes').select(['code_hash', 'used_by']).execute()
    expect(stored.map((s) => s.code_hash).join()).not.toContain(codes[0].replace(/-/g, ''))
    expect((await activateV2(b.headers, 'ABCD-EFGH-JKMN')).json().code).toBe(404011)
  })

  it('gives an exchange code to one of two students using it at the same instant', async () => {
    const { codes } = await issueExchangeCodes(ctx.app.db, { count: 1 })
    const [a, b] = await Promise.all([signInByPhone(ctx.app), signInByPhone(ctx.app)])
    const answers = await Promise.all([activateV2(a.headers, codes[0]), activateV2(b.headers, codes[0])])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const statuses = await ctx.app.db.selectFrom('users').select('account_status').where('id', 'in', [a.user.uid, b.user.uid]).execute()
    expect(statuses.map((s) => s.account_status).sort()).toEqual([1, 3])
  })

  it('refuses an expired exchange code', async () => {
    const { codes } = await issueExchangeCodes(ctx.app.db, { count: 1, expiresAt: new Date(Date.now() - 1000).toISOString() })
    const a = await signInByPhone(ctx.app)
    expect((await activateV2(a.headers, codes[0])).json().code).toBe(404011)
  })

  it('puts a student on the waiting list once, in order, and the operator lets them in', async () => {
    const [a, b] = [await signInByPhone(ctx.app), await signInByPhone(ctx.app)]
    const first = (await get('/api/v2/invitation/join-wait-list', a.headers)).json().data
    const second = (await get('/api/v2/invitation/join-wait-list', b.headers)).json().data
    expect(second.position).toBe(first.position + 1)
    expect((await get('/api/v2/invitation/join-wait-list', a.headers)).json().data).toEqual(first)
    const admitted = await admitFromWaitlist(ctx.app.db, { userIds: [a.user.uid], freeQuestions: 20 })
    expect(admitted).toEqual([a.user.uid])
    expect((await get('/api/v1/user/info', a.headers)).json().data).toMatchObject({ account_status: 1, left_question_num: 20 })
    expect((await get('/api/v2/invitation/join-wait-list', b.headers)).json().data.position).toBe(first.position)
    expect((await get('/api/v2/invitation/join-wait-list', a.headers)).json().code).toBe(409013)
  })

  it('refuses bad activation input with 400xxx and changes nothing', async () => {
    const a = await signInByPhone(ctx.app)
    for (const payload of [{}, { code: { nested: true } }, { code: 'x'.repeat(10_240) }, { code: '' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/invitation/active', headers: a.headers, payload })
      expect(res.statusCode).toBe(400)
      expect(String(res.json().code)).toMatch(/^400/)
    }
    expect((await get('/api/v1/user/info', a.headers)).json().data.account_status).toBe(3)
  })

  it('needs a session for every activation call', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/active/invite-code?invite_code=ABCDEF'],
      ['POST', '/api/v2/invitation/active'],
      ['GET', '/api/v2/invitation/join-wait-list'],
      ['GET', '/api/v1/user/invite/accept?invite_code=ABCDEF'],
      ['GET', '/api/v1/user/inviter-info'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: method === 'POST' ? { code: 'ABCDEF' } : undefined })).statusCode).toBe(401)
    }
  })
})
