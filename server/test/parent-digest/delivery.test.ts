import { PATHS } from '@contract/paths'
import { runAdmin } from '../../src/admin/cli'
import { createTestApp, TEST_DIALECT, type TestContext } from '../helpers'
import { startFakeWechat, type FakeWechat } from '../fixtures/fake-wechat'
import { lastSmsCode } from '../fixtures/sms-codes'
import { openSmsGate, signInByPhone } from '../accounts/sign-in'
import { PARENT_TEMPLATE, WECHAT_APP, parentIn, sharingStudent } from './parent-client'

const D = PATHS.parentDigest
const SH = 'Asia/Shanghai'

/** A test app whose WeChat is a fake, with the parents' own template (and `env` on top). */
async function wechatApp(env: Record<string, string> = {}): Promise<{ ctx: TestContext; fake: FakeWechat }> {
  const fake = await startFakeWechat(WECHAT_APP)
  const ctx = await createTestApp({
    WECHAT_APP_ID: WECHAT_APP.appId,
    WECHAT_APP_SECRET: WECHAT_APP.appSecret,
    WECHAT_API_BASE: fake.url,
    PARENT_DIGEST_WECHAT_TEMPLATE_ID: PARENT_TEMPLATE,
    ...env,
  })
  return { ctx, fake }
}

describe(`a parent asks for the week every Sunday, and stops (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let fake: FakeWechat
  beforeAll(async () => {
    ;({ ctx, fake } = await wechatApp())
  }, 60_000)
  afterAll(async () => {
    await ctx?.close()
    await fake?.close()
  })
  const subscriptions = () => ctx.app.db.selectFrom('parent_digest_subscriptions').selectAll().execute()

  it('tells the page which template to ask for, subscribes with one tap, shows the student, and stops with one tap', async () => {
    const student = await sharingStudent(ctx.app, SH, '小明')
    const view = await ctx.app.inject({ method: 'POST', url: D.view, payload: { token: student.token } })
    expect(view.json().data.delivery).toEqual({ wechat_template_id: PARENT_TEMPLATE })

    const mum = parentIn(ctx.app, fake, 'o-mum', 'en')
    expect((await mum.state(student.token)).json().data).toEqual({ subscribed: false })
    const subscribed = await mum.subscribe(student.token)
    expect(subscribed.statusCode).toBe(200)
    expect(subscribed.json().data).toEqual({ subscribed: true })
    expect(subscribed.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect((await mum.state(student.token)).json().data).toEqual({ subscribed: true })
    // Asking again (another week's "allow") is still one subscription, in the language of the latest ask.
    await parentIn(ctx.app, fake, 'o-mum', 'fr').subscribe(student.token)
    const rows = (await subscriptions()).filter((r) => r.share_id === student.shareId)
    expect(rows.map((r) => [r.openid, r.lang])).toEqual([['o-mum', 'fr']])

    const [share] = await student.shares()
    expect(share.subscribers).toBe(1)
    expect(share.subscribed_since).toBe(rows[0].created_at)
    // The parent's WeChat identity is never answered, to the student or anyone.
    expect(JSON.stringify(await student.shares())).not.toContain('o-mum')

    const stopped = await mum.stop(student.token)
    expect(stopped.json().data).toEqual({ subscribed: false })
    expect((await mum.state(student.token)).json().data).toEqual({ subscribed: false })
    expect((await student.shares())[0].subscribers).toBe(0)
    // Stopping twice is no error.
    expect((await mum.stop(student.token)).json().data).toEqual({ subscribed: false })
  })

  it('refuses a wrong link (404, the code not even used) and a wrong code, storing nothing', async () => {
    const student = await sharingStudent(ctx.app, SH, 'Lin')
    const dad = parentIn(ctx.app, fake, 'o-dad')
    const before = (await subscriptions()).length
    fake.addLoginCode('kept-code', { openid: 'o-dad', sessionKey: 'sk' })
    const wrong = await dad.subscribe(`${student.token.slice(0, -1)}${student.token.endsWith('A') ? 'B' : 'A'}`, 'kept-code')
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().code).toBe(404081)
    const badCode = await dad.subscribe(student.token, 'never-issued')
    expect(badCode.statusCode).toBe(400)
    expect((await dad.subscribe(student.token, 'short')).statusCode).toBe(400)
    expect((await ctx.app.inject({ method: 'POST', url: D.subscribe, payload: { token: student.token } })).statusCode).toBe(400)
    expect((await subscriptions()).length).toBe(before)
    // The code the wrong link did not use still works.
    expect((await dad.subscribe(student.token, 'kept-code')).json().data).toEqual({ subscribed: true })
  })

  it('ends every subscription at once when the student revokes the link', async () => {
    const student = await sharingStudent(ctx.app, SH, 'Lin')
    const gran = parentIn(ctx.app, fake, 'o-gran')
    await gran.subscribe(student.token)
    expect((await subscriptions()).some((r) => r.share_id === student.shareId)).toBe(true)
    expect((await student.revoke()).statusCode).toBe(200)
    expect((await subscriptions()).some((r) => r.share_id === student.shareId)).toBe(false)
    expect((await gran.subscribe(student.token)).statusCode).toBe(404)
    expect((await gran.state(student.token)).statusCode).toBe(404)
  })

  it('erases the parents’ subscriptions and the record of sends with the student’s account', async () => {
    const s = await signInByPhone(ctx.app)
    await ctx.app.db.updateTable('users').set({ account_status: 1 }).where('id', '=', s.user.uid).execute()
    const res = await ctx.app.inject({ method: 'POST', url: D.shares, headers: s.headers, payload: { sections: ['focus'] } })
    const token = res.json().data.token as string
    const uncle = parentIn(ctx.app, fake, 'o-erased-uncle')
    await uncle.subscribe(token)
    uncle.allow()
    expect(await runAdmin(['parent-digest-send', s.user.uid], { db: ctx.app.db, config: ctx.config, out: () => {} })).toBe(0)
    const mine = async (table: 'parent_digest_subscriptions' | 'parent_digest_sends') => (await ctx.app.db.selectFrom(table).select('user_id').where('user_id', '=', s.user.uid).execute()).length
    expect([await mine('parent_digest_subscriptions'), await mine('parent_digest_sends')]).toEqual([1, 1])

    await openSmsGate(ctx.app, s.phone.e164)
    await ctx.app.inject({ url: '/api/v1/user/phone/sms-code', query: { purpose: 'deactivate' }, headers: s.headers })
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/deactivate/confirm', headers: s.headers, payload: { sms_code: lastSmsCode(ctx.app, s.phone.e164) } })
    expect(confirmed.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/v1/user/deactivate', headers: s.headers })).statusCode).toBe(200)
    expect([await mine('parent_digest_subscriptions'), await mine('parent_digest_sends')]).toEqual([0, 0])
    expect((await uncle.state(token)).statusCode).toBe(404)
  })

  describe('the operator sends one share now (npm run admin -- parent-digest-send)', () => {
    async function admin(...argv: string[]) {
      const lines: string[] = []
      const code = await runAdmin(argv, { db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) })
      return { code, text: lines.join('\n') }
    }

    it('sends the digest to the share’s parents, in each parent’s language, by share id or by the student', async () => {
      expect((await admin('help')).text).toContain('parent-digest-send')
      const student = await sharingStudent(ctx.app, SH, 'Lin')
      const aunt = parentIn(ctx.app, fake, 'o-aunt', 'en')
      await aunt.subscribe(student.token)
      aunt.allow()
      const sent = fake.messages.length
      const byShare = await admin('parent-digest-send', student.shareId)
      expect(byShare).toEqual({ code: 0, text: `${student.shareId}: sent 1, skipped 0 (the parent's WeChat allowance is used up), failed 0` })
      expect(fake.messages.slice(sent)).toEqual([
        expect.objectContaining({ touser: 'o-aunt', template_id: PARENT_TEMPLATE, page: 'packages/parent/digest', lang: 'en_US', data: expect.objectContaining({ thing1: { value: "Lin's week" } }) }),
      ])
      // No allowance left: WeChat refuses, the command says so rather than pretending.
      const again = await admin('parent-digest-send', student.user.id)
      expect(again.text).toContain('sent 0, skipped 1')
      expect(fake.messages).toHaveLength(sent + 1)
    })

    it('answers clearly for an unknown share, a revoked one, and a student nobody subscribed to', async () => {
      expect(await admin('parent-digest-send')).toMatchObject({ code: 2 })
      const unknown = await admin('parent-digest-send', 'psh_nope')
      expect(unknown.code).toBe(2)
      expect(unknown.text).toContain('no share psh_nope')
      const student = await sharingStudent(ctx.app, SH, 'Lin')
      const alone = await admin('parent-digest-send', student.user.id)
      expect(alone.code).toBe(2)
      expect(alone.text).toContain('no parent subscribed')
      await parentIn(ctx.app, fake, 'o-uncle').subscribe(student.token)
      await student.revoke()
      const revoked = await admin('parent-digest-send', student.shareId)
      expect(revoked.code).toBe(2)
      expect(revoked.text).toContain('no share')
    })
  })
})

describe(`the parents' own template, with its own keys (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  let fake: FakeWechat
  beforeAll(async () => {
    ;({ ctx, fake } = await wechatApp({ PARENT_DIGEST_WECHAT_FIELDS: 'thing7=title,thing8=content' }))
  }, 60_000)
  afterAll(async () => {
    await ctx?.close()
    await fake?.close()
  })

  it('fills the keys PARENT_DIGEST_WECHAT_FIELDS names, not the reminders\' ones', async () => {
    const student = await sharingStudent(ctx.app, SH, 'Lin')
    const aunt = parentIn(ctx.app, fake, 'o-aunt-keys', 'en')
    await aunt.subscribe(student.token)
    aunt.allow()
    const lines: string[] = []
    expect(await runAdmin(['parent-digest-send', student.shareId], { db: ctx.app.db, config: ctx.config, out: (l) => lines.push(l) })).toBe(0)
    const message = fake.messages.find((m) => m.touser === 'o-aunt-keys')!
    expect(message.template_id).toBe(PARENT_TEMPLATE)
    expect(message.data).toEqual({ thing7: { value: "Lin's week" }, thing8: { value: expect.stringContaining('min') } })
  })
})

describe(`a server without a WeChat channel (${TEST_DIALECT})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  }, 60_000)
  afterAll(() => ctx?.close())

  it('says weekly messages are unavailable instead of pretending, and stores nothing', async () => {
    const student = await sharingStudent(ctx.app, SH, 'Lin')
    const view = await ctx.app.inject({ method: 'POST', url: D.view, payload: { token: student.token } })
    expect(view.json().data.delivery).toEqual({ wechat_template_id: null })
    const res = await ctx.app.inject({ method: 'POST', url: D.subscribe, headers: { 'accept-language': 'en' }, payload: { token: student.token, code: 'any-code' } })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 409081, msg: expect.stringContaining('Bookmark this page') })
    expect(await ctx.app.db.selectFrom('parent_digest_subscriptions').selectAll().execute()).toEqual([])
  })
})
