import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { openSmsGate, signInByPhone } from './sign-in'

describe(`account + password (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let n = 0
  const name = () => `stu${process.pid % 1000}_${++n}`
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const register = (account: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/register/account', headers: { 'accept-language': 'en' }, payload: { account, password } })
  const login = (account: string, password: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/account', headers: { 'accept-language': 'en' }, payload: { account, password }, remoteAddress })
  const check = (account: string) => ctx.app.inject({ url: '/api/v1/user/check-account', query: { account }, headers: { 'accept-language': 'en' } })

  it('registers an account, signs it in, and stores only an argon2id hash', async () => {
    const account = name()
    expect((await check(account)).json().data).toEqual({ available: true })
    const res = await register(account, 'maple-river-42')
    expect(res.statusCode).toBe(200)
    const { token, is_new_user, user } = res.json().data
    expect(is_new_user).toBe(true)
    expect(user).toMatchObject({ account, account_status: 3, has_password: true, nickname: account })
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200)
    const row = await ctx.app.db.selectFrom('users').select('password_hash').where('id', '=', user.uid).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.password_hash).not.toContain('maple-river-42')
    expect((await check(account.toUpperCase())).json().data).toEqual({ available: false })
  })

  it('signs in with the account name in any case, and refuses a wrong password', async () => {
    const account = name()
    await register(account, 'maple-river-42')
    expect((await login(account.toUpperCase(), 'maple-river-42')).json().data.is_new_user).toBe(false)
    const wrong = await login(account, 'maple-river-43')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 400016, msg: 'Wrong account or password' })
  })

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await login('nobody_here', 'maple-river-42')
    expect(res.json()).toEqual({ code: 400016, msg: 'Wrong account or password', data: null })
  })

  it.each([
    ['short', 'Abc12', 400013, 'The password must be 8 to 128 characters'],
    ['too long', 'x'.repeat(129), 400003, 'Your password is too long (at most 128 characters)'],
    ['common', 'Password123', 400014, 'This password is too common, please choose another'],
    ['common (Chinese lists)', 'woaini1314', 400014, 'This password is too common, please choose another'],
  ])('refuses a %s password and creates nothing', async (_kind, password, code, msg) => {
    const account = name()
    const res = await register(account, password)
    expect(res.json()).toMatchObject({ code, msg })
    expect((await check(account)).json().data.available).toBe(true)
  })

  it.each(['ab', '1abc', 'abc def', "a'; DROP TABLE users;--", '<b>bold</b>', '学生一号'])('refuses the account name %j with 400015', async (bad) => {
    const res = await register(bad, 'maple-river-42')
    expect(res.json().code).toBe(400015)
    expect((await check(bad)).json().code).toBe(400015)
  })

  it('names missing fields and wrong types', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/register/account', headers: { 'accept-language': 'en' }, payload: { account: name() } })
    expect(missing.json()).toEqual({ code: 400001, msg: 'Enter your password', data: null })
    const wrongType = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/account', headers: { 'accept-language': 'en' }, payload: { account: { name: 'x' }, password: 'maple-river-42' } })
    expect(wrongType.json().code).toBe(400001)
    const huge = await register('a'.repeat(10_240), 'maple-river-42')
    expect(huge.json()).toMatchObject({ code: 400003, msg: 'Your account name is too long (at most 32 characters)' })
  })

  it('gives a name to one of two students registering it at the same instant', async () => {
    const account = name()
    const [a, b] = await Promise.all([register(account, 'maple-river-42'), register(account, 'river-maple-42')])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe(409002)
  })

  it('locks an account after 5 failures, with a growing wait, and a right password opens it again later', async () => {
    const account = name()
    await register(account, 'maple-river-42')
    for (let i = 0; i < 5; i++) expect((await login(account, 'wrong-password-1')).json().code).toBe(400016)
    const locked = await login(account, 'maple-river-42')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 429004 })
    expect(locked.json().msg).toMatch(/^Too many failed attempts, please try again in (29|30) s$/)
    // The wait runs out: one more wrong try locks for twice as long.
    await ctx.app.db.updateTable('throttles').set({ locked_until: new Date(Date.now() - 1).toISOString() }).where('key', '=', `login:account:${account}`).execute()
    expect((await login(account, 'wrong-password-1')).json().code).toBe(400016)
    expect((await login(account, 'maple-river-42')).json().msg).toMatch(/in (59|60) s$/)
    await ctx.app.db.updateTable('throttles').set({ locked_until: new Date(Date.now() - 1).toISOString() }).where('key', '=', `login:account:${account}`).execute()
    expect((await login(account, 'maple-river-42')).statusCode).toBe(200)
    expect((await login(account, 'wrong-password-1')).json().code).toBe(400016)
  })

  it('lets no more than 5 parallel guesses through before the lock', async () => {
    const account = name()
    await register(account, 'maple-river-42')
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(account, `wrong-password-${i}`)))
    expect(answers.filter((a) => a.json().code === 400016)).toHaveLength(5)
    expect(answers.filter((a) => a.json().code === 429004)).toHaveLength(7)
  })

  it('limits failures per network address across accounts', async () => {
    const strict = await createTestApp({ LOGIN_IP_FREE_FAILURES: '3' })
    try {
      const attempt = (account: string, remoteAddress: string) =>
        strict.app.inject({ method: 'POST', url: '/api/v1/user/login/account', payload: { account, password: 'maple-river-42' }, remoteAddress })
      for (let i = 0; i < 3; i++) expect((await attempt(`someone${i}`, '10.1.1.1')).json().code).toBe(400016)
      expect((await attempt('someone9', '10.1.1.1')).json().code).toBe(429004)
      expect((await attempt('someone9', '10.1.1.2')).json().code).toBe(400016)
    } finally {
      await strict.close()
    }
  })

  it('signs a phone account in with its phone number once it has a password', async () => {
    const { phone, user, headers } = await signInByPhone(ctx.app)
    expect((await login(phone.national, 'maple-river-42')).json().code).toBe(400016)
    await openSmsGate(ctx.app, phone.e164)
    const sent = await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'password' }, headers })
    expect(sent.statusCode).toBe(200)
    const { lastSmsCode } = await import('../fixtures/sms-codes')
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/alter-password',
      headers,
      payload: { sms_code: lastSmsCode(ctx.app, phone.e164), new_password: 'maple-river-42' },
    })
    expect(set.json()).toEqual({ code: 200, msg: 'ok', data: null })
    const res = await login(`+86${phone.national}`, 'maple-river-42')
    expect(res.json().data.user.uid).toBe(user.uid)
  })
})
