import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext, type TestUser } from '../helpers'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, signInByPhone } from './sign-in'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

function multipart(name: string, filename: string, bytes: Buffer) {
  const boundary = '----test-boundary'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe(`profile and settings (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let me: TestUser
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  beforeEach(async () => {
    me = await createUserWithSession(ctx.app)
  })
  afterAll(() => ctx.close())

  const put = (url: string, payload: unknown, headers = me.headers) => ctx.app.inject({ method: 'PUT', url, headers, payload: payload as object })
  const info = async () => (await ctx.app.inject({ url: '/api/v1/user/info', headers: me.headers })).json().data
  const search = (keyword: string, headers = me.headers) => ctx.app.inject({ url: '/api/v1/user/school/search', query: { keyword }, headers })

  it('finds seeded real schools as the student types, by name or city', async () => {
    const res = await search('衡水')
    const names = res.json().data.map((s: { name: string }) => s.name)
    expect(names).toEqual(expect.arrayContaining(['河北衡水中学', '衡水第一中学']))
    expect(res.json().data[0]).toMatchObject({ city: '衡水', province: '河北', verified: true })
    expect((await search('人大附')).json().data).toEqual([])
    expect((await search('人民大学附属')).json().data[0].name).toBe('中国人民大学附属中学')
    expect((await search('')).json().data).toEqual([])
    expect((await search('%')).json().data).toEqual([])
    expect((await search("'; DROP TABLE schools; --")).json().data).toEqual([])
    const total = await ctx.app.db.selectFrom('schools').select('id').execute()
    expect(total.length).toBeGreaterThanOrEqual(300)
  })

  it('collects school, grade and courses; the info then carries school, grade and stage', async () => {
    const school = (await search('南开中学')).json().data.find((s: { name: string }) => s.name === '天津市南开中学')
    const partial = await put('/api/v1/user/alter-profile', { school_id: school.id })
    expect(partial.json().data.is_collected_info).toBe(false)
    const res = await put('/api/v1/user/alter-profile', { grade_id: 11, course_ids: [2, 4, 5] })
    expect(res.json().data).toMatchObject({
      school: '天津市南开中学',
      school_id: school.id,
      grade_id: 11,
      grade: 'Grade 11',
      stage_id: 2,
      stage: 'Senior high',
      course_ids: [2, 4, 5],
      is_collected_info: true,
    })
  })

  it('adds a missing school once, for everyone, unchecked', async () => {
    const add = (name: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/user/school/add', headers: me.headers, payload: { name, city: '测试市' } })
    const first = (await add('测试市第七十七中学')).json().data
    expect(first).toMatchObject({ name: '测试市第七十七中学', city: '测试市', verified: false })
    expect((await add(' 测试市第七十七中学 ')).json().data.id).toBe(first.id)
    const other = await createUserWithSession(ctx.app)
    expect((await search('第七十七中学', other.headers)).json().data[0].id).toBe(first.id)
    expect((await add('<script>alert(1)</script>')).json().code).toBe(400001)
  })

  it('adds a school whose name or city is a JavaScript object key as plain text', async () => {
    // Found by the route fuzzer: the pinyin table lookup once answered "constructor" with a function (500).
    for (const [name, city] of [['key', 'constructor'], ['__proto__', 'toString'], ['hasOwnProperty', '__proto__']]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/school/add', headers: me.headers, payload: { name, city } })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ name, city, verified: false })
    }
    expect((await search('constructor')).json().data.map((s: { city: string }) => s.city)).toContain('constructor')
  })

  it.each([
    ['an unknown grade', { grade_id: 42 }, 400001, 'Choose your grade'],
    ['an unknown course', { course_ids: [2, 999] }, 400001, 'Choose your subjects'],
    ['repeated courses', { course_ids: [2, 2] }, 400001, null],
    ['no field at all', {}, 400001, null],
    ['a wrong type', { grade_id: 'ten' }, 400001, 'Choose your grade'],
    ['an unknown school', { school_id: 'sch_nope' }, 404012, 'This school was not found'],
    ['a 10 KB nickname', { nickname: 'x'.repeat(10_240) }, 400003, 'Your nickname is too long (at most 20 characters)'],
    ['HTML in the nickname', { nickname: '<b>Lin</b>' }, 400001, 'Check your nickname'],
    ['a blank nickname', { nickname: '   ' }, 400001, 'Enter your nickname'],
  ])('refuses %s and changes nothing', async (_what, payload, code, msg) => {
    const before = await info()
    const res = await put('/api/v1/user/alter-profile', payload)
    expect(res.json().code).toBe(code)
    if (msg) expect(res.json().msg).toBe(msg)
    expect(await info()).toEqual(before)
  })

  it('stores SQL in a nickname as plain text', async () => {
    const res = await put('/api/v1/user/alter-profile', { nickname: "x';DROP TABLE users" })
    expect(res.json().data.nickname).toBe("x';DROP TABLE users")
    expect((await info()).nickname).toBe("x';DROP TABLE users")
  })

  it('changes the tutor tone and language, and the sleep schedule', async () => {
    expect((await put('/api/v1/user/alter-settings', { tone_id: 3, language: 'fr' })).json().data).toMatchObject({ tone_id: 3, language: 'fr' })
    expect((await put('/api/v1/user/alter-settings', { tone_id: 99 })).json().code).toBe(400001)
    expect((await put('/api/v1/user/alter-settings', { language: 'de' })).json().code).toBe(400001)
    expect((await put('/api/v1/user/alter-sleep', { bedtime: '23:15', wake_time: '06:45' })).json().data).toMatchObject({ bedtime: '23:15', wake_time: '06:45' })
    for (const bad of [{ bedtime: '25:00', wake_time: '06:00' }, { bedtime: '22:00' }, { bedtime: '7:00', wake_time: '06:00' }, { bedtime: '06:00', wake_time: '06:00' }]) {
      expect((await put('/api/v1/user/alter-sleep', bad)).statusCode).toBe(400)
    }
    expect(await info()).toMatchObject({ bedtime: '23:15', wake_time: '06:45', tone_id: 3, language: 'fr' })
  })

  it('updates the device id with the three spec messages', async () => {
    const ok = await put('/api/v1/user/update-device-id', { device_id: 'dev-7f3a' })
    expect(ok.json()).toEqual({ code: 200, msg: 'ok', data: null })
    const row = await ctx.app.db.selectFrom('sessions').select('device_id').where('user_id', '=', me.user.id).executeTakeFirstOrThrow()
    expect(row.device_id).toBe('dev-7f3a')
    expect((await put('/api/v1/user/update-device-id', { device_id: '  ' })).json()).toMatchObject({ code: 400020, msg: 'The device id is empty' })
    expect((await put('/api/v1/user/update-device-id', {})).json().code).toBe(400001)
    expect((await put('/api/v1/user/update-device-id', { device_id: 'a b<c>' })).json().code).toBe(400001)
    // A session that ended between the check and the write.
    await ctx.app.db.updateTable('sessions').set({ ended_at: new Date().toISOString() }).where('user_id', '=', me.user.id).execute()
    expect((await put('/api/v1/user/update-device-id', { device_id: 'dev-2' })).statusCode).toBe(401)
  })

  it('uploads an avatar, serves it, and replaces the old file', async () => {
    const upload = (bytes: Buffer) => ctx.app.inject({ method: 'POST', url: '/api/v1/user/avatar', ...{ ...multipart('file', 'me.png', bytes), headers: { ...me.headers, ...multipart('file', 'me.png', bytes).headers } } })
    const first = (await upload(PNG)).json().data.avatar
    expect(first).toMatch(/^\/api\/v1\/resource\/avatar\/[A-Za-z0-9_-]{22}\.png$/)
    const served = await ctx.app.inject({ url: first })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    const second = (await upload(PNG)).json().data.avatar
    expect((await info()).avatar).toBe(second)
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404)
    const notImage = await upload(Buffer.from('<svg onload=alert(1)></svg>'))
    expect(notImage.json()).toMatchObject({ code: 400033 })
    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
    expect(tooBig.json()).toMatchObject({ code: 400032, msg: 'This photo is too large (at most 2 MB)' })
    expect((await info()).avatar).toBe(second)
    expect((await ctx.app.inject({ url: '/api/v1/resource/avatar/..%2F..%2Fapp.db' })).statusCode).toBe(400)
  })

  it('changes the password with the old one and ends the other sessions, which are told why', async () => {
    const account = `pw${process.pid % 1000}${Date.now() % 100000}`
    const reg = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/register/account', payload: { account, password: 'maple-river-42' } })
    const h5 = { authorization: `Bearer ${reg.json().data.token}`, 'accept-language': 'en' }
    const weapp = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/account', headers: { platform: 'weapp' }, payload: { account, password: 'maple-river-42' } })
    const weappHeaders = { authorization: `Bearer ${weapp.json().data.token}`, platform: 'weapp', 'accept-language': 'en' }
    expect((await put('/api/v1/user/alter-password', { old_password: 'nope-nope-1', new_password: 'river-maple-77' }, h5)).json().code).toBe(400019)
    expect((await put('/api/v1/user/alter-password', { new_password: 'river-maple-77' }, h5)).json().code).toBe(400022)
    expect((await put('/api/v1/user/alter-password', { old_password: 'maple-river-42', new_password: 'password123' }, h5)).json().code).toBe(400014)
    const ok = await put('/api/v1/user/alter-password', { old_password: 'maple-river-42', new_password: 'river-maple-77' }, h5)
    expect(ok.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: h5 })).statusCode).toBe(200)
    const other = await ctx.app.inject({ url: '/api/v1/user/info', headers: weappHeaders })
    expect(other.statusCode).toBe(401)
    expect(other.json()).toMatchObject({ code: 401, msg: 'Your password was changed, please sign in again' })
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/account', payload: { account, password: 'maple-river-42' } })).json().code).toBe(400016)
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login/account', payload: { account, password: 'river-maple-77' } })).statusCode).toBe(200)
  })

  it('sets a first password on a phone account with an SMS code sent for that purpose only', async () => {
    const s = await signInByPhone(ctx.app)
    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'deactivate' }, headers: s.headers })
    const wrongPurpose = await put('/api/v1/user/alter-password', { sms_code: lastSmsCode(ctx.app, s.phone.e164), new_password: 'maple-river-42' }, s.headers)
    expect(wrongPurpose.json().code).toBe(400012)
    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'password' }, headers: s.headers })
    const res = await put('/api/v1/user/alter-password', { sms_code: lastSmsCode(ctx.app, s.phone.e164), new_password: 'maple-river-42' }, s.headers)
    expect(res.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/info', headers: s.headers })).json().data.has_password).toBe(true)
  })
})
