import { PATHS } from '@contract/paths'
import { postNotice } from '../../src/modules/chat/notices'
import { fixedChat } from '../../src/modules/chat/chat.repository'
import { createTestApp, createUserWithSession, TEST_DIALECT, type TestContext } from '../helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
}, 60_000)
afterAll(() => ctx.close())

/** What the student reads is in the language they read it in, not the one it was written in. */
describe(`notices and checkout in the student's language (${TEST_DIALECT})`, () => {
  it('shows the welcome notice in the language of today, whichever language the first visit had', async () => {
    const student = await createUserWithSession(ctx.app)
    const as = (lang: string) => ({ ...student.headers, 'accept-language': lang })
    // The first visit (the app was still in English) posts the welcome.
    const first = await ctx.app.inject({ url: PATHS.chat.init, headers: as('en') })
    expect(first.json().data.chats[0].last_message.message).toBe('Welcome to Mug Tutor')

    const fr = await ctx.app.inject({ url: PATHS.chat.init, headers: as('fr') })
    expect(fr.json().data.chats[0]).toMatchObject({ chat_type: 'system', last_message: { message: 'Bienvenue sur Mug Tutor' } })
    const hant = await ctx.app.inject({ url: PATHS.chat.systemNotice, headers: as('zh-Hant') })
    expect(hant.json().data.notices).toEqual([
      expect.objectContaining({ title: '歡迎使用馬克學伴', content: expect.stringContaining('輸入題目或拍照即可提問'), payload: { kind: 'welcome' } }),
    ])
    const es = await ctx.app.inject({ url: PATHS.chat.systemNotice, headers: as('es') })
    expect(es.json().data.notices[0].title).toBe('Bienvenido a Mug Tutor')
    // Still one welcome, counted once.
    expect((await ctx.app.inject({ url: PATHS.chat.noReadCount, headers: as('es') })).json().data).toEqual({ total: 1 })
  })

  it('keeps the tutor’s own notices with numbers in the reader’s language, and notices written by people as written', async () => {
    const student = await createUserWithSession(ctx.app)
    await fixedChat(ctx.app.db, student.user.id, 'system')
    await postNotice(ctx.app.db, student.user.id, { title: 'Quota', content: 'x', payload: { kind: 'quotaLow', left: 3 } })
    await postNotice(ctx.app.db, student.user.id, { title: '期末考试安排', content: '请查看学校通知', payload: { link: 'pages/schedule/index' } })
    const res = await ctx.app.inject({ url: PATHS.chat.systemNotice, headers: { ...student.headers, 'accept-language': 'fr' } })
    const notices = res.json().data.notices as { title: string; content: string }[]
    expect(notices.map((n) => n.title)).toEqual(['Bientôt plus de questions', '期末考试安排'])
    expect(notices[0].content).toContain('Il te reste 3 questions gratuites')
    expect(notices[1].content).toBe('请查看学校通知')
  })

  it.each([
    ['en', 'Mug Tutor · Monthly VIP'],
    ['fr', 'Mug Tutor · VIP mensuel'],
    ['es', 'Mug Tutor · VIP mensual'],
    ['zh-Hans', '马克学伴 · 月度会员'],
    ['zh-Hant', '馬克學伴 · 月度會員'],
  ])('names the plan on the sandbox checkout in the app’s language (%s)', async (lang, item) => {
    const student = await createUserWithSession(ctx.app)
    const created = await ctx.app.inject({ method: 'POST', url: PATHS.order.create, headers: { ...student.headers, 'accept-language': lang }, payload: { plan_id: 'month', channel: 'h5' } })
    const { payment } = created.json().data
    // The browser's own language says otherwise: the app's link wins.
    const page = await ctx.app.inject({ url: payment.checkout_url, headers: { 'accept-language': lang === 'en' ? 'zh-CN' : 'en-US' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<p data-testid="sandbox-item">${item}</p>`)
    expect(page.body).toContain(`<html lang="${lang}">`)
    // A parent scanning the QR reads it in their own browser's language.
    const qr = await ctx.app.inject({ url: payment.code_url.replace(/^https?:\/\/[^/]+/, ''), headers: { 'accept-language': 'zh-CN' } })
    expect(qr.body).toContain('<p data-testid="sandbox-item">马克学伴 · 月度会员</p>')
  })

  it('refuses a language the app does not have, in words, and shows nothing', async () => {
    const res = await ctx.app.inject({ url: `${PATHS.pay.sandboxCheckout}?out_trade_no=MT00000000000000ABCDEFGHIJ&lang=de` })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Choose the language')
  })
})
