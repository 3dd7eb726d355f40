import { runAdmin } from '../../src/admin/cli'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, requestCode, signInByPhone } from './sign-in'

describe(`operator commands (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  async function admin(...argv: string[]) {
    const lines: string[] = []
    const code = await runAdmin(argv, { db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) })
    return { code, text: lines.join('\n') }
  }

  it('lists its commands and refuses unknown ones and bad usage with exit code 2', async () => {
    const help = await admin('help')
    expect(help.code).toBe(0)
    for (const name of ['user', 'disable', 'enable', 'codes:issue', 'codes:list', 'waitlist', 'admit', 'quota']) expect(help.text).toContain(name)
    expect((await admin('nope')).code).toBe(2)
    expect((await admin('codes:issue', '--count', 'many')).code).toBe(2)
    expect((await admin('codes:issue', '--colour', 'red')).code).toBe(2)
    expect((await admin('disable', 'u_nobody')).text).toContain('no student u_nobody')
  })

  it('issues exchange codes that activate an account once', async () => {
    const issued = await admin('codes:issue', '--count', '3', '--note', 'open day', '--days', '30')
    expect(issued.code).toBe(0)
    const codes = issued.text.split('\n').filter((l) => /^[A-Z2-9]{4}-/.test(l))
    expect(codes).toHaveLength(3)
    const s = await signInByPhone(ctx.app)
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/invitation/active', headers: s.headers, payload: { code: codes[1] } })
    expect(res.json().data.user.account_status).toBe(1)
    expect((await admin('codes:list')).text).toMatch(/issued 3 {2}used 1 {2}expired 0 {2}open day/)
  })

  it('shows the waiting list and admits the first students on it', async () => {
    const a = await signInByPhone(ctx.app)
    const b = await signInByPhone(ctx.app)
    await ctx.app.inject({ url: '/api/v2/invitation/join-wait-list', headers: a.headers })
    await ctx.app.inject({ url: '/api/v2/invitation/join-wait-list', headers: b.headers })
    const list = await admin('waitlist')
    expect(list.text.indexOf(a.user.uid)).toBeLessThan(list.text.indexOf(b.user.uid))
    expect(list.text).not.toContain(a.phone.national)
    expect((await admin('admit', '--first', '1')).text).toBe(`admitted 1: ${a.user.uid}`)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: a.headers })).json().data.account_status).toBe(1)
    expect((await admin('admit', b.phone.national)).text).toBe(`${b.user.uid}: activated`)
    expect((await admin('waitlist')).text).toBe('nobody is waiting')
  })

  it('disables an account: its sessions end with 401005, it cannot sign in; enable restores it', async () => {
    const s = await signInByPhone(ctx.app)
    await admin('admit', s.user.uid)
    expect((await admin('disable', `+86${s.phone.national}`)).code).toBe(0)
    const res = await ctx.app.inject({ url: '/api/v1/user/info', headers: s.headers })
    expect(res.statusCode).toBe(401)
    await openSmsGate(ctx.app, s.phone.e164)
    await requestCode(ctx.app, s.phone.national)
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/phone-code', payload: { phone: s.phone.national, sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect(login.json().code).toBe(403005)
    expect((await admin('user', s.user.uid)).text).toContain('status: disabled')
    expect((await admin('enable', s.user.uid)).text).toBe(`enabled ${s.user.uid} (active)`)
    const again = await signInByPhone(ctx.app, { phone: s.phone })
    expect(again.user.account_status).toBe(1)
  })

  it('sets a student’s invitation quota', async () => {
    const s = await signInByPhone(ctx.app)
    expect((await admin('quota', s.user.uid, '12')).text).toContain('may now invite 12')
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: s.headers })).json().data.invite_max_quota).toBe(12)
    expect((await admin('quota', s.user.uid, '-1')).code).toBe(2)
  })
})
