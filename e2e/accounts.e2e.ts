import type { Browser } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { agree, byId, countCodes, fill, newPhone, onRoute, shot, smsCodeFor, storedToken, tap } from './support/account-flows'
import { openSmsGate, seedExchangeCode, seedStudent } from './support/seed'
import { e2eState } from './support/state'

const LANGS = ['zh-Hans', 'en'] as const

const TEXT = {
  'zh-Hans': { activated: '账号已激活', logout: '退出登录' },
  en: { activated: 'Your account is active', logout: 'Sign out' },
}

describe('the account life of a student, in Chromium against the real server', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()
  const api = (url: string, token: string) => fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const lang of LANGS) {
    describe(lang, () => {
      const account = `e2e${lang === 'en' ? 'en' : 'zh'}${Date.now() % 1e6}`
      const password = 'maple-river-42'

      it('new phone -> SMS code -> invite dialog -> activation by code -> collect info -> canvas', async () => {
        const host = await seedStudent(dataDir, { nickname: lang === 'en' ? 'Lin' : '林同学' })
        const { page, errors, context } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.accessLogin.path}`)
        await onRoute(page, ROUTES.accessLogin.path)
        await shot(page, lang, '01-access-login')
        await tap(page, 'choose-sms')
        await onRoute(page, ROUTES.mobileNumber.path)
        const phone = newPhone()
        // A number that cannot be one is refused in words before anything is sent.
        await fill(page, 'phone-input', '12')
        // The button is pale (aria-disabled) and says why when tapped: a student taps it anyway.
        await byId(page, 'get-code').click({ force: true })
        await byId(page, 'get-code-why').waitFor()
        expect((await byId(page, 'get-code-why').innerText()).trim()).not.toBe('')
        await shot(page, lang, '02-phone-refused')
        // Nothing is sent before the student agrees to the user agreement and privacy policy. (The
        // log masks the middle digits: an earlier suite's number can end alike, so count what is new.)
        const codesBefore = countCodes(phone)
        await fill(page, 'phone-input', phone)
        await byId(page, 'get-code').click({ force: true })
        await page.locator('[role="alertdialog"] [data-testid="dialog-cancel"]').click()
        await shot(page, lang, '02a-agreement-asked')
        expect(await byId(page, 'form-error').innerText()).toBe('')
        expect(countCodes(phone)).toBe(codesBefore)
        await agree(page)
        await tap(page, 'get-code')
        await onRoute(page, ROUTES.verification.path)
        const code = await smsCodeFor(phone, codesBefore)
        await shot(page, lang, '03-verification')
        await fill(page, 'code-input', code)
        await byId(page, 'invite-dialog').waitFor()
        await shot(page, lang, '04-invite-dialog')
        await fill(page, 'invite-code', host.inviteCode)
        await tap(page, 'invite-activate')
        await onRoute(page, ROUTES.collectionSteps.path)
        await fill(page, 'school-search', lang === 'en' ? '衡水' : '南开')
        await byId(page, 'school-option').waitFor()
        await shot(page, lang, '05-collect-school')
        await tap(page, 'school-option')
        await tap(page, 'collect-next')
        await tap(page, 'grade-10')
        await shot(page, lang, '06-collect-grade')
        await tap(page, 'collect-next')
        await tap(page, 'course-2')
        await tap(page, 'course-4')
        await shot(page, lang, '07-collect-courses')
        await tap(page, 'collect-next')
        await onRoute(page, ROUTES.canvas.path)
        await shot(page, lang, '08-canvas')
        const token = (await storedToken(page))!
        const info = (await (await api('/api/v1/user/info', token)).json()).data
        expect(info).toMatchObject({ account_status: 1, is_collected_info: true, grade_id: 10, course_ids: [2, 4] })
        expect(info.school).toMatch(lang === 'en' ? /衡水/ : /南开/)
        const host2 = (await (await api('/api/v1/user/info', host.token)).json()).data
        expect(host2.invited_num).toBe(1)
        await page.goto(`${baseUrl}/#/${ROUTES.user.path}`)
        await byId(page, 'mine-nickname').waitFor()
        await shot(page, lang, '09-mine')
        expect(await byId(page, 'mine-questions').innerText()).toBe('20')
        expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
        await context.close()
      })

      it('registers an account, activates with an exchange code, then signs in with it again', async () => {
        const exchange = await seedExchangeCode(dataDir)
        const { page, context } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.loginAccount.path}`)
        await agree(page)
        await tap(page, 'to-register')
        await onRoute(page, ROUTES.accountRegister.path)
        await fill(page, 'new-account', account)
        await fill(page, 'new-password', password)
        await fill(page, 'repeat-password', password)
        await shot(page, lang, '10-register')
        await tap(page, 'create-account')
        await byId(page, 'invite-dialog').waitFor()
        await page.getByText(lang === 'en' ? 'I have an exchange code' : '我有兑换码').click()
        await onRoute(page, ROUTES.activationExchange.path)
        await fill(page, 'exchange-code', exchange)
        await shot(page, lang, '11-exchange')
        await tap(page, 'redeem')
        await onRoute(page, ROUTES.collectionSteps.path)
        await fill(page, 'school-search', '上海中学')
        await tap(page, 'school-option')
        await tap(page, 'collect-next')
        await tap(page, 'grade-8')
        await tap(page, 'collect-next')
        await tap(page, 'course-1')
        await tap(page, 'collect-next')
        await onRoute(page, ROUTES.canvas.path)
        await context.close()

        const fresh = await openPhone(browser, lang, { lang })
        await fresh.page.goto(`${baseUrl}/#/${ROUTES.loginAccount.path}`)
        await agree(fresh.page)
        await fill(fresh.page, 'account-input', account)
        await fill(fresh.page, 'password-input', 'wrong-password-9')
        await tap(fresh.page, 'sign-in')
        await fresh.page.waitForFunction(() => document.querySelector('[data-testid="form-error"]')?.textContent?.trim())
        await shot(fresh.page, lang, '12-account-wrong-password')
        await fill(fresh.page, 'password-input', password)
        await tap(fresh.page, 'sign-in')
        await onRoute(fresh.page, ROUTES.canvas.path)
        expect(await storedToken(fresh.page)).toBeTruthy()
        await fresh.context.close()
      })

      it('sends a logged-out visit of a guarded page to login and returns there after signing in', async () => {
        const { page, context } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.setting.path}`)
        await onRoute(page, ROUTES.accessLogin.path)
        await agree(page)
        await tap(page, 'other-ways')
        await onRoute(page, ROUTES.login.path)
        await tap(page, 'choose-account')
        await onRoute(page, ROUTES.loginAccount.path)
        await fill(page, 'account-input', account)
        await fill(page, 'password-input', password)
        await tap(page, 'sign-in')
        await onRoute(page, ROUTES.setting.path)
        await byId(page, 'logout').waitFor()
        await shot(page, lang, '13-settings-after-return')
        await context.close()
      })

      it('logs out: the server ends the session and the app forgets it', async () => {
        const student = await seedStudent(dataDir)
        const { page, context } = await openPhone(browser, lang, signedInStorage(student.token, lang))
        await page.goto(`${baseUrl}/#/${ROUTES.setting.path}`)
        await tap(page, 'logout')
        await page.getByRole('alertdialog').getByRole('button', { name: TEXT[lang].logout, exact: true }).click()
        await onRoute(page, ROUTES.accessLogin.path)
        expect(await storedToken(page)).toBeNull()
        expect((await api('/api/v1/user/info', student.token)).status).toBe(401)
        await context.close()
      })

      it('deletes the account after an SMS confirmation; the phone can sign up again', async () => {
        const phone = newPhone()
        const { page, errors, context } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.mobileNumber.path}`)
        await agree(page)
        await fill(page, 'phone-input', phone)
        await tap(page, 'get-code')
        await onRoute(page, ROUTES.verification.path)
        await fill(page, 'code-input', await smsCodeFor(phone))
        await byId(page, 'invite-dialog').waitFor()
        // No code yet: the waiting list, and the app says so.
        await tap(page, 'join-waitlist')
        await byId(page, 'waitlist-joined').waitFor()
        expect(await byId(page, 'waitlist-joined').innerText()).toMatch(lang === 'en' ? /waiting list \(number \d+\)/ : /等候名单（第 \d+ 位）/)
        await shot(page, lang, '13b-waitlist')
        const token = (await storedToken(page))!
        await page.goto(`${baseUrl}/#/${ROUTES.settingDestroy.path}`)
        await byId(page, 'destroy-send-code').waitFor()
        // Within the minute of the sign-in code the server refuses, and the page says why.
        const before = countCodes(phone)
        await tap(page, 'destroy-send-code')
        await page.waitForFunction(() => document.querySelector('[data-testid="form-error"]')?.textContent?.trim())
        await shot(page, lang, '14-destroy-too-soon')
        expect(countCodes(phone)).toBe(before)
        await openSmsGate(dataDir, `+86${phone}`)
        await tap(page, 'destroy-send-code')
        const code = await smsCodeFor(phone, before)
        await fill(page, 'destroy-secret', code)
        await tap(page, 'destroy-understand')
        await tap(page, 'destroy-confirm')
        await onRoute(page, ROUTES.accessLogin.path)
        expect(await storedToken(page)).toBeNull()
        expect((await api('/api/v1/user/info', token)).status).toBe(401)
        // The same number signs up again: a new, not yet activated account.
        await openSmsGate(dataDir, `+86${phone}`)
        await page.goto(`${baseUrl}/#/${ROUTES.mobileNumber.path}`)
        await agree(page)
        await fill(page, 'phone-input', phone)
        await tap(page, 'get-code')
        await onRoute(page, ROUTES.verification.path)
        await fill(page, 'code-input', await smsCodeFor(phone, before + 1))
        await byId(page, 'invite-dialog').waitFor()
        const again = (await (await api('/api/v1/user/info', (await storedToken(page))!)).json()).data
        expect(again.account_status).toBe(3)
        expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
        await context.close()
      })

      it('deletes an account confirmed with its password and returns to login', async () => {
        const { page, context } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.loginAccount.path}`)
        await agree(page)
        await fill(page, 'account-input', account)
        await fill(page, 'password-input', password)
        await tap(page, 'sign-in')
        await onRoute(page, ROUTES.canvas.path)
        const token = (await storedToken(page))!
        await page.goto(`${baseUrl}/#/${ROUTES.settingAccount.path}`)
        await tap(page, 'to-destroy')
        await onRoute(page, ROUTES.settingDestroy.path)
        await fill(page, 'destroy-secret', password)
        await tap(page, 'destroy-understand')
        await shot(page, lang, '15-destroy')
        await tap(page, 'destroy-confirm')
        await onRoute(page, ROUTES.accessLogin.path)
        expect(await storedToken(page)).toBeNull()
        expect((await api('/api/v1/user/info', token)).status).toBe(401)
        const check = await (await fetch(`${baseUrl}/api/v1/user/check-account?account=${account}`)).json()
        expect(check.data.available).toBe(true)
        await context.close()
      })
    })
  }
})
