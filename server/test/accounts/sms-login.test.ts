import { buildApp, loggerFor } from '../../src/app'
import { testConfig } from '../../src/config'
import { openDatabase } from '../../src/db/database'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { lastSmsCode } from '../fixtures/sms-codes'
import { headersFor, newPhone, openSmsGate, requestCode, signInByPhone } from './sign-in'
import { phoneCapKey } from '../../src/modules/auth/sms-code.service'

describe(`phone + SMS code sign-in (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ SMS_IP_HOURLY_LIMIT: '1000', SMS_IP_DAILY_LIMIT: '1000' })
  })
  afterAll(() => ctx.close())

  const login = (national: string, code: string, platform = 'h5') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/phone-code', headers: { platform, 'accept-language': 'en' }, payload: { phone: national, sms_code: code } })
  const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0')

  it('sends a 6-digit code and signs a new phone in as a new, not yet activated account', async () => {
    const phone = newPhone()
    const sent = await requestCode(ctx.app, phone.national)
    expect(sent.json()).toEqual({ code: 200, msg: 'ok', data: { sent_to: `${phone.national.slice(0, 3)}****${phone.national.slice(-4)}`, resend_after: 60, expires_in: 300 } })
    const code = lastSmsCode(ctx.app, phone.e164)
    expect(code).toMatch(/^\d{6}$/)
    const res = await login(phone.national, code)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.is_new_user).toBe(true)
    expect(data.token.length).toBeGreaterThanOrEqual(43)
    expect(data.user).toMatchObject({ account_status: 3, is_collected_info: false, left_question_num: 0 })
    const stored = await ctx.app.db.selectFrom('sms_codes').select('code_hash').where('phone', '=', phone.e164).executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code)
    const session = await ctx.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', data.user.uid).executeTakeFirstOrThrow()
    expect(session.token_hash).not.toContain(data.token)
  })

  it('signs the same phone into the same account next time', async () => {
    const first = await signInByPhone(ctx.app)
    const again = await signInByPhone(ctx.app, { phone: first.phone, platform: 'weapp' })
    expect(again.isNew).toBe(false)
    expect(again.user.uid).toBe(first.user.uid)
  })

  it('accepts +86, spaces and dashes, and E.164 numbers of other countries', async () => {
    const phone = newPhone()
    const res = await requestCode(ctx.app, `+86 ${phone.national.slice(0, 3)}-${phone.national.slice(3, 7)}-${phone.national.slice(7)}`)
    expect(res.statusCode).toBe(200)
    expect(lastSmsCode(ctx.app, phone.e164)).toMatch(/^\d{6}$/)
    const hk = await requestCode(ctx.app, '+85291234567')
    expect(hk.statusCode).toBe(200)
    expect(lastSmsCode(ctx.app, '+85291234567')).toMatch(/^\d{6}$/)
  })

  it.each(['1234', '23800138000', '+861380013800', 'abc', '+86 12800138000', "1' OR '1'='1"])('refuses the phone number %s with 400010', async (bad) => {
    const res = await requestCode(ctx.app, bad)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400010, msg: 'Please enter a valid phone number' })
  })

  it('names the missing or too long phone field', async () => {
    const missing = await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', headers: { 'accept-language': 'en' } })
    expect(missing.json()).toEqual({ code: 400001, msg: 'Invalid value for phone', data: null })
    const long = await requestCode(ctx.app, '1'.repeat(10_240))
    expect(long.json()).toMatchObject({ code: 400003, msg: 'phone is too long (at most 32 characters)' })
  })

  it('uses a code once', async () => {
    const phone = newPhone()
    await requestCode(ctx.app, phone.national)
    const code = lastSmsCode(ctx.app, phone.e164)
    expect((await login(phone.national, code)).statusCode).toBe(200)
    const again = await login(phone.national, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe(400012)
  })

  it('refuses an expired code', async () => {
    const phone = newPhone()
    await requestCode(ctx.app, phone.national)
    await ctx.app.db.updateTable('sms_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('phone', '=', phone.e164).execute()
    const res = await login(phone.national, lastSmsCode(ctx.app, phone.e164))
    expect(res.json()).toMatchObject({ code: 400012, msg: 'The verification code has expired, please request a new one' })
  })

  it('says how many tries are left and kills the code after the fifth wrong one', async () => {
    const phone = newPhone()
    await requestCode(ctx.app, phone.national)
    const right = lastSmsCode(ctx.app, phone.e164)
    const lefts: string[] = []
    for (let i = 0; i < 5; i++) lefts.push((await login(phone.national, wrongCode(right))).json().msg)
    expect(lefts.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `The verification code is wrong (${n} tries left)`))
    expect(lefts[4]).toBe('Too many wrong codes, please request a new one')
    const right6 = await login(phone.national, right)
    expect(right6.json().code).toBe(400018)
  })

  it('gives parallel guesses five chances in all', async () => {
    const phone = newPhone()
    await requestCode(ctx.app, phone.national)
    const right = lastSmsCode(ctx.app, phone.e164)
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(guesses.map((g) => login(phone.national, g)))
    expect(answers.filter((a) => a.json().code === 400011)).toHaveLength(4)
    const row = await ctx.app.db.selectFrom('sms_codes').select('attempts').where('phone', '=', phone.e164).executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    expect((await login(phone.national, right)).json().code).toBe(400018)
  })

  it('replaces an earlier code with the new one', async () => {
    const phone = newPhone()
    await requestCode(ctx.app, phone.national)
    const first = lastSmsCode(ctx.app, phone.e164)
    await openSmsGate(ctx.app, phone.e164)
    await requestCode(ctx.app, phone.national)
    const second = lastSmsCode(ctx.app, phone.e164)
    if (first !== second) expect((await login(phone.national, first)).json().code).toBe(400011)
    expect((await login(phone.national, second)).statusCode).toBe(200)
  })

  it('sends at most one code a minute to a phone, even when asked twice at once', async () => {
    const phone = newPhone()
    const [a, b] = await Promise.all([requestCode(ctx.app, phone.national), requestCode(ctx.app, phone.national)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429])
    const refused = [a, b].find((r) => r.statusCode === 429)!.json()
    expect(refused.code).toBe(429001)
    expect(refused.msg).toMatch(/^Please wait (59|60) s before requesting another code$/)
  })

  it('sends at most 5 codes an hour and 10 a day to a phone', async () => {
    const phone = newPhone()
    for (let i = 0; i < 5; i++) {
      await openSmsGate(ctx.app, phone.e164)
      expect((await requestCode(ctx.app, phone.national)).statusCode).toBe(200)
    }
    await openSmsGate(ctx.app, phone.e164)
    expect((await requestCode(ctx.app, phone.national)).json().code).toBe(429002)
    // Five more earlier today, outside the hour: the day's ten are used.
    await ctx.app.db.updateTable('sms_sends').set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }).where('phone_hash', '=', phoneCapKey(phone.e164)).execute()
    for (let i = 0; i < 5; i++) {
      await openSmsGate(ctx.app, phone.e164)
      expect((await requestCode(ctx.app, phone.national)).statusCode).toBe(200)
    }
    await ctx.app.db.updateTable('sms_sends').set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }).where('phone_hash', '=', phoneCapKey(phone.e164)).execute()
    await openSmsGate(ctx.app, phone.e164)
    const res = await requestCode(ctx.app, phone.national)
    expect(res.json()).toMatchObject({ code: 429003, msg: 'Too many codes requested today, please try tomorrow' })
  })

  it('lets the student ask again at once when the SMS service failed', async () => {
    const phone = newPhone()
    const send = jest.spyOn(ctx.app.sms, 'sendCode').mockRejectedValueOnce(new Error('gateway down'))
    expect((await requestCode(ctx.app, phone.national)).statusCode).toBe(500)
    send.mockRestore()
    expect((await requestCode(ctx.app, phone.national)).statusCode).toBe(200)
    expect(await ctx.app.db.selectFrom('sms_codes').select('id').where('phone', '=', phone.e164).execute()).toHaveLength(1)
  })

  it('ends the older session on the same platform with 401003 and keeps the other platform', async () => {
    const h5 = await signInByPhone(ctx.app)
    const weapp = await signInByPhone(ctx.app, { phone: h5.phone, platform: 'weapp' })
    const h5Again = await signInByPhone(ctx.app, { phone: h5.phone, platform: 'h5' })
    const old = await ctx.app.inject({ url: '/api/v1/user/info', headers: h5.headers })
    expect(old.statusCode).toBe(401)
    expect(old.json()).toMatchObject({ code: 401003 })
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: weapp.headers })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: h5Again.headers })).statusCode).toBe(200)
  })

  it('logs out at once: the token stops working', async () => {
    const { headers } = await signInByPhone(ctx.app)
    expect((await ctx.app.inject({ url: '/api/v1/user/logout', headers })).json()).toEqual({ code: 200, msg: 'ok', data: null })
    const after = await ctx.app.inject({ url: '/api/v1/user/info', headers })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe(401)
    expect((await ctx.app.inject({ url: '/api/v1/user/logout' })).statusCode).toBe(401)
  })

  it('answers 403004 on protected routes before activation, but lets the account read its info', async () => {
    const { headers } = await signInByPhone(ctx.app)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers })).json().data.account_status).toBe(3)
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/alter-sleep', headers, payload: { bedtime: '22:00', wake_time: '06:00' } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 403004, msg: 'Your account is not activated yet' })
  })

  it('refuses a disabled account with 403005 and keeps it signed out', async () => {
    const { phone, user, headers } = await signInByPhone(ctx.app)
    await ctx.app.db.updateTable('users').set({ account_status: 2 }).where('id', '=', user.uid).execute()
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers })).json().code).toBe(401005)
    await openSmsGate(ctx.app, phone.e164)
    await requestCode(ctx.app, phone.national)
    const res = await login(phone.national, lastSmsCode(ctx.app, phone.e164))
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe(403005)
  })

  it('caps the codes one network may ask for', async () => {
    const capped = await createTestApp({ SMS_IP_HOURLY_LIMIT: '3' })
    try {
      const ask = (national: string, remoteAddress: string) =>
        capped.app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: national }, remoteAddress })
      for (let i = 0; i < 3; i++) expect((await ask(newPhone().national, '10.0.0.1')).statusCode).toBe(200)
      expect((await ask(newPhone().national, '10.0.0.1')).json().code).toBe(429007)
      expect((await ask(newPhone().national, '10.0.0.2')).statusCode).toBe(200)
    } finally {
      await capped.close()
    }
  })

  it('never logs the phone number, the code or the token of a request', async () => {
    const lines: string[] = []
    const config = testConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'info', DATA_DIR: ctx.config.DATA_DIR })
    const database = openDatabase(config)
    const app = await buildApp({ config, database, logger: loggerFor(config, { write: (l) => void lines.push(l) }) })
    try {
      const phone = newPhone()
      await app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: phone.national } })
      const code = lastSmsCode(app, phone.e164)
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/login/phone-code', payload: { phone: phone.national, sms_code: code } })
      const { token } = res.json().data
      await app.inject({ url: '/api/v1/user/info', headers: headersFor(token) })
      const requestLines = lines.filter((l) => l.includes('request completed')).join('')
      expect(requestLines).toContain('/api/v1/user/phone/sms-code?phone=***')
      const all = lines.join('')
      expect(all).not.toContain(phone.national)
      expect(all).not.toContain(token)
      // The console provider prints the code on purpose, and only there.
      expect(lines.filter((l) => l.includes(code)).every((l) => l.includes('"sms":"console"'))).toBe(true)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
