import type { Browser } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { agree, byId, fieldById, fill, newPhone, onRoute, shot, smsCodeFor, tap } from './support/account-flows'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

const LANG = 'zh-Hans'

describe('inviting a classmate: from the QR link to an activated invitee', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()
  const api = async (url: string, token: string) =>
    (await (await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' } })).json()).data

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('shows the code and QR, the link signs a new student up with the code filled in, and the inviter is rewarded', async () => {
    const host = await seedStudent(dataDir, { nickname: '林老师的学生' })
    const questionsBefore = (await api('/api/v1/user/info', host.token)).left_question_num

    // The inviter: code, places and the QR code.
    const inviter = await openPhone(browser, LANG, signedInStorage(host.token, LANG))
    await inviter.page.goto(`${baseUrl}/#/${ROUTES.invitationDetails.path}`)
    await byId(inviter.page, 'my-invite-code').waitFor()
    expect(await byId(inviter.page, 'my-invite-code').innerText()).toBe(host.inviteCode)
    expect(await byId(inviter.page, 'invite-quota').innerText()).toBe('已邀请 0/5')
    await shot(inviter.page, LANG, '20-invitation-details')
    await tap(inviter.page, 'to-qrcode')
    await onRoute(inviter.page, ROUTES.qrcode.path)
    await byId(inviter.page, 'invite-qr').waitFor()
    await shot(inviter.page, LANG, '21-invitation-qr')
    const qr = await api('/api/v1/resource/qr-code-info', host.token)
    const shown = await inviter.page.locator('[data-testid="invite-qr"] img').getAttribute('src')
    expect(shown).toBe(qr.qr_code)
    expect(qr.url).toBe(`${baseUrl}/#/${ROUTES.acceptInvite.path}?invite_code=${host.inviteCode}`)

    // A classmate's phone opens what the QR encodes.
    const friend = await openPhone(browser, LANG, { lang: LANG })
    await friend.page.goto(qr.url)
    await byId(friend.page, 'inviter-name').waitFor()
    expect(await byId(friend.page, 'inviter-name').innerText()).toContain('林老师的学生')
    await shot(friend.page, LANG, '22-accept-invite')
    await tap(friend.page, 'accept-invite')
    await onRoute(friend.page, ROUTES.accessLogin.path)
    await agree(friend.page)
    await tap(friend.page, 'choose-sms')
    await onRoute(friend.page, ROUTES.mobileNumber.path)
    const phone = newPhone()
    await fill(friend.page, 'phone-input', phone)
    await tap(friend.page, 'get-code')
    await onRoute(friend.page, ROUTES.verification.path)
    await fill(friend.page, 'code-input', await smsCodeFor(phone))
    await byId(friend.page, 'invite-dialog').waitFor()
    expect(await fieldById(friend.page, 'invite-code').inputValue()).toBe(host.inviteCode)
    await shot(friend.page, LANG, '23-invite-prefilled')
    await tap(friend.page, 'invite-activate')
    await onRoute(friend.page, ROUTES.collectionSteps.path)
    await friend.context.close()

    // The inviter: one classmate activated, the reward, and a notification saying so.
    const info = await api('/api/v1/user/info', host.token)
    expect(info.invited_num).toBe(1)
    expect(info.left_question_num).toBe(questionsBefore + 10)
    await inviter.page.goto(`${baseUrl}/#/${ROUTES.invitationDetails.path}`)
    await inviter.page.reload()
    await byId(inviter.page, 'invite-quota').waitFor()
    expect(await byId(inviter.page, 'invite-quota').innerText()).toBe('已邀请 1/5')
    await tap(inviter.page, 'invitees-activated')
    await inviter.page.locator('[data-testid="invitee"][data-activated="1"]').first().waitFor()
    await shot(inviter.page, LANG, '24-invitees-activated')
    const notes = await api('/api/v1/notification/list', host.token)
    expect(notes.items[0]).toMatchObject({ kind: 'invite', title: '邀请奖励', unread: true })
    expect(inviter.errors).toEqual([])
    await inviter.context.close()
  })
})
