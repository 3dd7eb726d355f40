import { randomBytes } from 'node:crypto'
import { LANGS } from '@contract/langs'
import { phoneCapKey } from '../../src/modules/auth/sms-code.service'
import { INVITE_LOOKUP_POLICY } from '../../src/modules/invitation/lookup-limit'
import { escapeText, fold } from '../../src/modules/study-plan/ics/format'
import { cleanText } from '../../src/lib/text'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'
import { openSmsGate, signInByPhone } from '../accounts/sign-in'

describe(`input and account policies (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  describe('text fields', () => {
    it('drops control characters and bidi overrides, keeping newlines only where a field is multi-line', async () => {
      const s = await createUserWithSession(ctx.app)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/study-plan/event/create',
        headers: s.headers,
        payload: {
          title: 'Phys\u0000ics\u202E fdp.exe\r\nrevision',
          location: 'Room\u0007 3\u2066B\u2069',
          note: 'Bring:\r\n- ruler\r- calculator\u0085',
          start_at: '2026-06-30T10:00:00Z',
          end_at: '2026-06-30T11:00:00Z',
          kind: 'study',
          course_id: null,
          all_day: false,
          rrule: null,
        },
      })
      expect(res.statusCode).toBe(200)
      const row = await ctx.app.db.selectFrom('study_events').select(['title', 'location', 'note']).where('user_id', '=', s.user.id).executeTakeFirstOrThrow()
      expect(row).toEqual({ title: 'Physics fdp.exe revision', location: 'Room 3B', note: 'Bring:\n- ruler\n- calculator' })
    })

    it('refuses a title made only of control characters, and stores nothing', async () => {
      const s = await createUserWithSession(ctx.app)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/study-plan/event/create',
        headers: s.headers,
        payload: { title: '\u0000\u202E', start_at: '2026-06-30T10:00:00Z', end_at: '2026-06-30T11:00:00Z', kind: 'study', course_id: null, all_day: false, rrule: null },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400001, msg: expect.stringContaining('title'), data: null })
      expect(await ctx.app.db.selectFrom('study_events').select('id').where('user_id', '=', s.user.id).execute()).toEqual([])
    })

    it('keeps passwords exactly as typed', () => {
      expect(cleanText('pass\tword\u0000', 'raw')).toBe('pass\tword\u0000')
      expect(cleanText('a\uD800b', 'line')).toBe('a\uFFFDb')
    })
  })

  describe('.ics text (RFC 5545)', () => {
    it('escapes backslash, semicolon and comma, writes every line break as \\n and drops other controls', () => {
      expect(escapeText('a\\b;c,d\r\ne\rf\ng\u0000h\u202Ei')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'hi')
    })

    it('folds lines at 75 octets without splitting a character', () => {
      const line = `SUMMARY:${'复习物理'.repeat(20)}`
      const folded = fold(line).split('\r\n')
      for (const l of folded) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75)
      expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true)
      expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line)
    })
  })

  describe('passwords (OWASP ASVS 5.0 §6.2)', () => {
    const register = (account: string, password: string, lang: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/user/register/account', headers: { 'accept-language': lang, platform: 'h5' }, payload: { account, password } })

    it.each(LANGS)('refuses short, repetitive, common and name-based passwords, saying why in %s', async (lang) => {
      const account = `stu${randomBytes(4).toString('hex')}`
      const cases: [string, number][] = [
        ['short1', 400013],
        ['        ', 400023],
        ['aaaaaaaa', 400023],
        ['abababab', 400023],
        ['password123', 400014],
        ['woaini1314', 400014],
        ['Qwertyuiop', 400014],
        [account, 400024],
        [`${account}2026`, 400024],
      ]
      const messages = new Set<string>()
      for (const [password, code] of cases) {
        const res = await register(account, password, lang)
        expect({ password, status: res.statusCode, code: res.json().code }).toEqual({ password, status: 400, code })
        messages.add(res.json().msg)
      }
      // One message per reason, in the student's language.
      expect(messages.size).toBe(4)
      expect(await ctx.app.db.selectFrom('users').select('id').where('account', '=', account).execute()).toEqual([])
      if (lang.startsWith('zh')) for (const m of messages) expect(m).toMatch(/[\u4e00-\u9fff]/)
    })

    it('accepts spaces and any script', async () => {
      for (const password of ['correct horse battery', '我的密码是一首诗啊', 'mañana à 7 h 😀']) {
        const res = await register(`stu${randomBytes(4).toString('hex')}`, password, 'en')
        expect({ password, code: res.json().code }).toEqual({ password, code: 200 })
      }
    })
  })

  describe('SMS send caps', () => {
    it('are not reset by deleting the account', async () => {
      const s = await signInByPhone(ctx.app)
      // Four more codes went to this phone in the last hour (with the sign-in's: the hour's five).
      const now = new Date().toISOString()
      const rows = [1, 2, 3, 4].map((i) => ({ id: `sms_seed_${i}_${s.user.uid}`, phone_hash: phoneCapKey(s.phone.e164), ip: '203.0.113.9', created_at: now }))
      await ctx.app.db.insertInto('sms_sends').values(rows).execute()
      await ctx.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', s.user.uid).execute()
      await openSmsGate(ctx.app, s.phone.e164)
      // Deleting needs a fresh confirmation: by SMS this would be a sixth code, so by a session flag.
      await ctx.app.db.updateTable('sessions').set({ reauth_at: new Date().toISOString() }).where('user_id', '=', s.user.uid).execute()
      expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).json().code).toBe(200)
      expect(await ctx.app.db.selectFrom('users').select('id').where('phone', '=', s.phone.e164).execute()).toEqual([])

      const again = await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { phone: s.phone.national }, headers: { 'accept-language': 'en' } })
      expect(again.statusCode).toBe(429)
      expect(again.json().code).toBe(429002)
    })
  })

  describe('invitation codes', () => {
    it('are ten characters and look-ups answer alike whatever is wrong, then stop for the network', async () => {
      const inviter = await createUserWithSession(ctx.app)
      expect(inviter.user.invite_code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/)
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`
      const lookUp = (code: string) => ctx.app.inject({ url: '/api/v1/user/inviter-info/code', query: { invite_code: code }, headers: { 'accept-language': 'fr' }, remoteAddress: ip })
      expect((await lookUp(inviter.user.invite_code)).json().data).toMatchObject({ invite_code: inviter.user.invite_code })
      const deleted = await createUserWithSession(ctx.app)
      await ctx.app.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', deleted.user.id).execute()
      const waiting = await createUserWithSession(ctx.app, { status: 3 })
      const answers = new Set<string>()
      const wrong = ['ABC', 'ABCDEFGHJK', deleted.user.invite_code, waiting.user.invite_code, '%00', inviter.user.invite_code.slice(0, 6)]
      for (const code of wrong) {
        const res = await lookUp(code)
        answers.add(`${res.statusCode} ${res.body}`)
      }
      expect([...answers]).toEqual([expect.stringMatching(/^404 .*"code":404010/)])
      // Codes that exist cost nothing; the 20 wrong ones an hour are used up, the 21st waits.
      for (let i = wrong.length; i < INVITE_LOOKUP_POLICY.freeFailures; i++) expect((await lookUp(`WRONG${i}`)).statusCode).toBe(404)
      const limited = await lookUp('ZZZZZZZZZZ')
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ code: 429008, msg: expect.stringContaining('minutes'), data: null })
      // Even a real code waits now: the answer says nothing about which codes exist.
      expect((await lookUp(inviter.user.invite_code)).json().code).toBe(429008)
    })
  })
})
