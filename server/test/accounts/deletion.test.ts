import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { lastSmsCode } from '../fixtures/sms-codes'
import { ERASURE_RULES } from '../../src/modules/deletion/erasure'
import { openSmsGate, signInByPhone } from './sign-in'

describe(`account deletion (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  async function activeStudentWithData() {
    const s = await signInByPhone(ctx.app)
    const now = new Date().toISOString()
    await ctx.app.db.updateTable('users').set({ account_status: 1, nickname: 'Lin', school: '上海中学', school_id: 'x', grade_id: 10 }).where('id', '=', s.user.uid).execute()
    await ctx.app.db.insertInto('study_events').values({ id: `e_${s.user.uid}`, user_id: s.user.uid, title: 'Physics', start_at: now, end_at: now, created_at: now, updated_at: now }).execute()
    await ctx.app.db
      .insertInto('mistakes')
      .values({ id: `m_${s.user.uid}`, user_id: s.user.uid, question: 'x^2 = 4', stage: 0, next_retest_at: now, created_at: now })
      .execute()
    return s
  }

  const confirmWithCode = async (s: Awaited<ReturnType<typeof signInByPhone>>) => {
    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'deactivate' }, headers: s.headers })
    return ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
  }

  it('needs a fresh confirmation first', async () => {
    const s = await activeStudentWithData()
    const res = await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 403006 })
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: {} })
    expect(empty.json().code).toBe(400022)
    const noPassword = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { password: 'maple-river-42' } })
    expect(noPassword.json().code).toBe(409016)
    // A login code is not a deletion code.
    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: s.phone.national } })
    const wrongPurpose = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect(wrongPurpose.json().code).toBe(400012)
    // A confirmation older than 5 minutes is not enough.
    expect((await confirmWithCode(s)).json().data).toEqual({ expires_in: 300 })
    await ctx.app.db.updateTable('sessions').set({ reauth_at: new Date(Date.now() - 6 * 60_000).toISOString() }).where('user_id', '=', s.user.uid).execute()
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).json().code).toBe(403006)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: s.headers })).json().data.nickname).toBe('Lin')
  })

  it('ends every session and removes the personal data, the plan and the mistakes in one go', async () => {
    const s = await activeStudentWithData()
    const other = await signInByPhone(ctx.app, { phone: s.phone, platform: 'weapp' })
    expect((await confirmWithCode(s)).statusCode).toBe(200)
    const res = await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: null })
    for (const headers of [s.headers, other.headers]) expect((await ctx.app.inject({ url: '/api/v1/user/info', headers })).statusCode).toBe(401)
    const row = await ctx.app.db.selectFrom('users').selectAll().where('id', '=', s.user.uid).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ phone: null, account: null, password_hash: null, wechat_openid: null, nickname: '', avatar: '', school: '', grade_id: 0 })
    expect(row.deleted_at).not.toBeNull()
    expect(await ctx.app.db.selectFrom('study_events').select('id').where('user_id', '=', s.user.uid).execute()).toEqual([])
    expect(await ctx.app.db.selectFrom('mistakes').select('id').where('user_id', '=', s.user.uid).execute()).toEqual([])
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', s.user.uid).execute()).toEqual([])
    expect(await ctx.app.db.selectFrom('sms_codes').select('id').where('phone', '=', s.phone.e164).execute()).toEqual([])
  })

  it('lets the deleted phone register again as a new account', async () => {
    const s = await activeStudentWithData()
    await confirmWithCode(s)
    await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })
    const again = await signInByPhone(ctx.app, { phone: s.phone })
    expect(again.isNew).toBe(true)
    expect(again.user.uid).not.toBe(s.user.uid)
    expect(again.user).toMatchObject({ account_status: 3, school: '' })
  })

  it('confirms with the password on accounts that have one, and frees the account name', async () => {
    const account = `del${Date.now() % 1_000_000}`
    const reg = (await ctx.app.inject({ method: 'POST', url: '/api/v1/user/register/account', payload: { account, password: 'maple-river-42' } })).json().data
    const headers = { authorization: `Bearer ${reg.token}`, 'accept-language': 'en' }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers, payload: { password: 'wrong-wrong-1' } })).json().code).toBe(400019)
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers, payload: { password: 'maple-river-42' } })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/check-account', query: { account } })).json().data.available).toBe(true)
  })

  it('keeps the inviter’s count when an invitee leaves, and the leaver’s code stops working', async () => {
    const host = await activeStudentWithData()
    const code = (await ctx.app.db.selectFrom('users').select('invite_code').where('id', '=', host.user.uid).executeTakeFirstOrThrow()).invite_code
    const guest = await signInByPhone(ctx.app)
    await ctx.app.inject({ url: '/api/v1/user/active/invite-code', query: { invite_code: code }, headers: guest.headers })
    await confirmWithCode(guest)
    await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: guest.headers })
    expect((await ctx.app.db.selectFrom('users').select('invited_num').where('id', '=', host.user.uid).executeTakeFirstOrThrow()).invited_num).toBe(1)
    await confirmWithCode(host)
    await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: host.headers })
    expect((await ctx.app.inject({ url: '/api/v1/user/inviter-info/code', query: { invite_code: code } })).json().code).toBe(404010)
  })

  it('has a rule for every table that holds rows of a student', async () => {
    const tables = await ctx.app.db.introspection.getTables()
    const withUser = tables.filter((t) => t.columns.some((c) => c.name === 'user_id')).map((t) => t.name)
    const covered = new Set(ERASURE_RULES.map((r) => r.table as string))
    expect(withUser.filter((t) => !covered.has(t))).toEqual([])
    for (const rule of ERASURE_RULES) if (rule.erase === 'keep') expect(rule.why).toBeTruthy()
  })
})
