import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { PATHS } from '../contract/paths'
import { ROUTES } from '../src/routes'
import { PARENT_STRINGS } from '../src/features/parent-digest/strings'
import { PARENT_DELIVERY_STRINGS } from '../src/features/parent-digest/strings-delivery'
import type { ShareList } from '../contract/parent-digest'
import { parentSubscriptions, seedParentSubscription } from './support/parent-seed'
import { byId, fill, onRoute, tap } from './support/account-flows'
import { apiAs } from './support/api-client'
import { launchBrowser, openPhone, signedInStorage, SMALL_PHONE } from './support/browser'
import { layoutProblems, resizeTo, settled } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { text, type Lang } from './support/strings'
import type { Browser } from 'playwright-core'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/parent-digest')
const DESKTOP = { width: 1280, height: 900 }

async function shot(page: Page, lang: string, name: string) {
  fs.mkdirSync(path.join(SHOTS, lang), { recursive: true })
  await settled(page)
  await page.screenshot({ path: path.join(SHOTS, lang, `${name}.png`), fullPage: true })
}

/** Screenshots at the three widths, and nothing spilling out of the layout at any of them. */
async function atEveryWidth(page: Page, lang: string, name: string) {
  await shot(page, lang, `${name}-375`)
  expect(await layoutProblems(page)).toEqual([])
  await resizeTo(page, SMALL_PHONE)
  await shot(page, lang, `${name}-320`)
  expect(await layoutProblems(page)).toEqual([])
  await resizeTo(page, DESKTOP)
  await shot(page, lang, `${name}-1280`)
  await resizeTo(page, { width: 375, height: 812 })
}

describe("a parent's week: share, open without an account, revoke", () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const [studentLang, parentLang] of [['zh-Hans', 'en'], ['en', 'zh-Hans']] as [Lang, Lang][]) {
    it(`a ${studentLang} student shares focus and the plan; a ${parentLang} parent reads it, then the link is refused once revoked`, async () => {
      const P = PARENT_STRINGS[studentLang]
      const seeded = await seedStudent(dataDir)
      const api = apiAs(baseUrl, seeded.token)
      // 25 focused minutes today, so the chart has a bar.
      const focus = await api.post(PATHS.todayTasks.focus, { client_id: `e2e-focus-${studentLang}`, started_at: new Date(Date.now() - 30 * 60_000).toISOString(), minutes: 25 })
      expect(focus.code).toBe(200)

      const student = await openPhone(browser, studentLang, signedInStorage(seeded.token, studentLang))
      await student.page.goto(`${baseUrl}/#/${ROUTES.user.path}`)
      await tap(student.page, 'mine-parentShare')
      await onRoute(student.page, ROUTES.parentShare.path)
      await byId(student.page, 'ps-create').waitFor()
      // Nothing is on at first: the button says why it does nothing.
      for (const s of ['plan', 'focus', 'questions', 'mistakes', 'exams']) expect(await byId(student.page, `ps-choice-${s}`).getAttribute('aria-checked')).toBe('false')
      expect(await byId(student.page, 'ps-create').getAttribute('aria-disabled')).toBe('true')
      await byId(student.page, 'ps-create').click({ force: true })
      await student.page.getByText(P.share.pickOne).waitFor()
      await tap(student.page, 'ps-choice-focus')
      await tap(student.page, 'ps-choice-plan')
      await fill(student.page, 'ps-name', 'Lin')
      await atEveryWidth(student.page, studentLang, '01-share-choices')
      await tap(student.page, 'ps-create')
      await byId(student.page, 'ps-new-link').waitFor()
      const url = (await byId(student.page, 'ps-url').innerText()).trim()
      expect(url).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/#/${ROUTES.parentDigest.path}\\?t=[A-Za-z0-9_-]{43}$`))
      await student.page.locator('[data-testid="ps-qr"] img').waitFor()
      await atEveryWidth(student.page, studentLang, '02-share-link')

      // The parent: a new browser, no session, their own language.
      const parent = await openPhone(browser, parentLang, { lang: parentLang })
      const Q = PARENT_STRINGS[parentLang]
      await parent.page.goto(url)
      await byId(parent.page, 'pd-digest').waitFor()
      expect(await byId(parent.page, 'pd-title').innerText()).toBe(Q.digest.titleNamed.replace('{{name}}', 'Lin'))
      await byId(parent.page, 'pd-focus-chart').waitFor()
      expect(await byId(parent.page, 'pd-focus').innerText()).toContain(Q.digest.focusTotal.replace('{{count}}', '25'))
      expect(await parent.page.locator('[data-testid="pd-questions"], [data-testid="pd-mistakes"], [data-testid="pd-exams"]').count()).toBe(0)
      // "Every Sunday": this server has no WeChat channel, and a browser could not use one anyway:
      // the card says so, and offers no button that would do nothing.
      expect(await byId(parent.page, 'pd-weekly-none').innerText()).toBe(PARENT_DELIVERY_STRINGS[parentLang].weekly.unavailable)
      expect(await parent.page.locator('[data-testid="pd-weekly-subscribe"], [data-testid="pd-weekly-stop"]').count()).toBe(0)
      await atEveryWidth(parent.page, parentLang, '03-digest')
      // The page keeps the link it was opened with: the weekly message opens it bare.
      await parent.page.goto(`${baseUrl}/#/${ROUTES.parentDigest.path}`)
      await byId(parent.page, 'pd-digest').waitFor()
      expect(await byId(parent.page, 'pd-title').innerText()).toBe(Q.digest.titleNamed.replace('{{name}}', 'Lin'))
      // Switchable: the student's language on the parent's page.
      await tap(parent.page, `pd-lang-${studentLang}`)
      await parent.page.getByText(P.digest.titleNamed.replace('{{name}}', 'Lin')).waitFor()
      await shot(parent.page, studentLang, '04-digest-switched')
      await tap(parent.page, `pd-lang-${parentLang}`)
      await parent.page.getByText(Q.digest.titleNamed.replace('{{name}}', 'Lin')).waitFor()

      // A parent subscribed in the mini-program: the student sees it on their share screen.
      const { shares } = (await api.get(PATHS.parentDigest.shares)).data as ShareList
      const share = { shareId: shares[0].share_id, userId: seeded.userId }
      await seedParentSubscription(dataDir, share, `o-e2e-${studentLang}`)

      // The student sees one open (reloads and language switches are the same visit), and revokes after being asked (Cancel first changes nothing).
      await student.page.reload()
      await byId(student.page, 'ps-opens').waitFor()
      await student.page.getByText(P.share.openedCount.replace('{{count}}', '1')).waitFor()
      expect(await byId(student.page, 'ps-subscribers').innerText()).toBe(PARENT_DELIVERY_STRINGS[studentLang].share.subscribers.replace('{{count}}', '1'))
      await atEveryWidth(student.page, studentLang, '04b-share-subscribed')
      await tap(student.page, 'ps-revoke')
      const ask = student.page.getByRole('alertdialog', { name: P.share.revokeTitle, exact: true })
      await ask.waitFor()
      await shot(student.page, studentLang, '05-revoke-dialog')
      await ask.getByRole('button', { name: text(studentLang, 'common.cancel'), exact: true }).click()
      await ask.waitFor({ state: 'detached' })
      await parent.page.reload()
      await byId(parent.page, 'pd-digest').waitFor()
      await tap(student.page, 'ps-revoke')
      await ask.waitFor()
      await ask.getByRole('button', { name: P.share.revoke, exact: true }).click()
      await ask.waitFor({ state: 'detached' })
      await student.page.getByText(P.share.none).waitFor()
      // Revoking ended the parent's weekly message with the link.
      expect(await parentSubscriptions(dataDir, share.shareId)).toBe(0)

      // The link is refused at once, and the page says so without an error.
      await parent.page.reload()
      await byId(parent.page, 'pd-dead').waitFor()
      expect(await parent.page.locator('[data-testid="pd-digest"]').count()).toBe(0)
      await shot(parent.page, parentLang, '06-link-refused')
      // The bare page (the weekly message's) no longer shows the week either.
      await parent.page.goto(`${baseUrl}/#/${ROUTES.parentDigest.path}`)
      await byId(parent.page, 'pd-dead').waitFor()
      expect(parent.errors.filter((e) => !e.includes('404'))).toEqual([])
      expect(student.errors).toEqual([])
      await parent.context.close()
      await student.context.close()
    })
  }
})
