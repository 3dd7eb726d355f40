import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { PATHS } from '../contract/paths'
import { ROUTES } from '../src/routes'
import { byId, fill, onRoute, smsCodeFor, storedToken, tap } from './support/account-flows'
import { apiAs, eventually, type ApiClient } from './support/api-client'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { axeViolations } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { LANGS, text, type Lang } from './support/strings'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/destructive')
const ZONE = 'Asia/Shanghai'

/** A day some days ahead, in the plan's zone, as YYYY-MM-DD. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000))

interface PlanEvent {
  event_id: string
  title: string
  occurrence_start: string | null
}

/**
 * Every destructive or irreversible action, in every language, through the app as a student
 * taps it: the dialog opens with its question and its buttons in that language, Cancel changes
 * nothing (checked through the API), and confirming really does it.
 */
describe('destructive actions: each one asked, cancellable, and done when confirmed', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  async function shot(page: Page, lang: Lang, name: string) {
    fs.mkdirSync(path.join(SHOTS, lang), { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, lang, `${name}.png`) })
  }

  /** The open dialog or sheet named by its visible title: modal, and clean for axe. */
  async function dialogNamed(page: Page, role: 'dialog' | 'alertdialog', title: string): Promise<Locator> {
    const dialog = page.getByRole(role, { name: title, exact: true })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    return dialog
  }

  async function press(dialog: Locator, label: string) {
    await dialog.getByRole('button', { name: label, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
  }

  async function student(lang: Lang) {
    const seeded = await seedStudent(dataDir)
    const phone = await openPhone(browser, lang, signedInStorage(seeded.token, lang))
    return { ...seeded, ...phone, api: apiAs(baseUrl, seeded.token, ZONE) }
  }

  const eventsOf = async (api: ApiClient, title: string) => {
    const res = await api.get<{ events: PlanEvent[] }>(PATHS.studyPlan.queryEvent, { from: `${dayAhead(0)}T00:00:00+08:00`, to: `${dayAhead(6)}T00:00:00+08:00` })
    return res.data.events.filter((e) => e.title === title)
  }

  const createEvent = async (api: ApiClient, title: string, rrule: string | null) => {
    const day = dayAhead(1)
    const res = await api.post(PATHS.studyPlan.createEvent, { title, course_id: 2, kind: 'study', start_at: `${day}T16:00:00+08:00`, end_at: `${day}T17:00:00+08:00`, all_day: false, rrule })
    expect(res.code).toBe(200)
  }

  const openEvent = async (page: Page, event: PlanEvent) => {
    const query = new URLSearchParams({ event_id: event.event_id, ...(event.occurrence_start && { occ: event.occurrence_start }) })
    await page.goto(`${baseUrl}/#/${ROUTES.scheduleDetail.path}?${query}`)
    await byId(page, 'event-view').waitFor()
  }

  for (const lang of LANGS) {
    describe(lang, () => {
      it('deletes an event after asking; Cancel keeps it', async () => {
        const s = await student(lang)
        const title = `Physics ${lang}`
        await createEvent(s.api, title, null)
        const [event] = await eventsOf(s.api, title)
        await openEvent(s.page, event)
        await tap(s.page, 'event-delete')
        const ask = await dialogNamed(s.page, 'alertdialog', text(lang, 'plan.deleteTitle'))
        await shot(s.page, lang, '01-delete-event-dialog')
        await press(ask, text(lang, 'common.cancel'))
        expect(await eventsOf(s.api, title)).toHaveLength(1)

        await tap(s.page, 'event-delete')
        await press(await dialogNamed(s.page, 'alertdialog', text(lang, 'plan.deleteTitle')), text(lang, 'plan.deleteConfirm'))
        await s.page.waitForFunction(() => !document.querySelector('[data-testid="event-view"]'))
        expect(await eventsOf(s.api, title)).toEqual([])
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('deletes one occurrence of a series, then the whole series; Cancel keeps them', async () => {
        const s = await student(lang)
        const title = `Reading ${lang}`
        await createEvent(s.api, title, 'FREQ=DAILY;COUNT=3')
        const [, second] = await eventsOf(s.api, title)
        await openEvent(s.page, second)
        await tap(s.page, 'event-delete')
        const sheet = await dialogNamed(s.page, 'dialog', text(lang, 'plan.scope.deleteTitle'))
        await shot(s.page, lang, '02-delete-series-sheet')
        await press(sheet, text(lang, 'common.cancel'))
        expect(await eventsOf(s.api, title)).toHaveLength(3)

        await tap(s.page, 'event-delete')
        await press(await dialogNamed(s.page, 'dialog', text(lang, 'plan.scope.deleteTitle')), text(lang, 'plan.scope.deleteOne'))
        await s.page.waitForFunction(() => !document.querySelector('[data-testid="event-view"]'))
        const left = await eventsOf(s.api, title)
        expect(left.map((e) => e.occurrence_start)).toEqual([expect.any(String), expect.any(String)])
        expect(left.map((e) => e.occurrence_start)).not.toContain(second.occurrence_start)

        await openEvent(s.page, left[1])
        await tap(s.page, 'event-delete')
        await press(await dialogNamed(s.page, 'dialog', text(lang, 'plan.scope.deleteTitle')), text(lang, 'plan.scope.deleteAll'))
        await s.page.waitForFunction(() => !document.querySelector('[data-testid="event-view"]'))
        expect(await eventsOf(s.api, title)).toEqual([])
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('clears the undo history after asking; Cancel keeps it, and the plan stays', async () => {
        const s = await student(lang)
        const title = `Chemistry ${lang}`
        await createEvent(s.api, title, null)
        const canUndo = async () => (await s.api.get<{ can_undo: boolean }>(PATHS.studyPlan.undoRedoStatus)).data.can_undo
        expect(await canUndo()).toBe(true)
        await s.page.goto(`${baseUrl}/#/${ROUTES.schedule.path}`)
        const menu = async () => {
          await tap(s.page, 'plan-more')
          await press(await dialogNamed(s.page, 'dialog', text(lang, 'plan.more.title')), text(lang, 'plan.more.clearHistory'))
          return dialogNamed(s.page, 'alertdialog', text(lang, 'plan.more.clearHistory'))
        }
        const ask = await menu()
        await shot(s.page, lang, '03-clear-history-dialog')
        await press(ask, text(lang, 'common.cancel'))
        expect(await canUndo()).toBe(true)

        await press(await menu(), text(lang, 'plan.more.clearHistoryConfirm'))
        expect(await eventually(canUndo, false)).toBe(false)
        expect(await eventsOf(s.api, title)).toHaveLength(1)
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('cancels an unpaid order after asking; Keep leaves it payable', async () => {
        const s = await student(lang)
        const created = await s.api.post<{ order: { order_id: string } }>(PATHS.order.create, { plan_id: 'month', channel: 'h5' })
        const orderId = created.data.order.order_id
        const status = async () => (await s.api.get<{ status: string }>(PATHS.order.detail, { order_id: orderId })).data.status
        await s.page.goto(`${baseUrl}/#/${ROUTES.order.path}`)
        await byId(s.page, 'order-cancel').waitFor()
        await tap(s.page, 'order-cancel')
        const ask = await dialogNamed(s.page, 'alertdialog', text(lang, 'order.cancelConfirm'))
        await shot(s.page, lang, '04-cancel-order-dialog')
        await press(ask, text(lang, 'order.keep'))
        expect(await status()).toBe('pending')

        await tap(s.page, 'order-cancel')
        await press(await dialogNamed(s.page, 'alertdialog', text(lang, 'order.cancelConfirm')), text(lang, 'order.cancel'))
        await s.page.waitForSelector('[data-testid="order-card"][data-status="closed"]')
        expect(await status()).toBe('closed')
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('takes a question out of the mistake notebook', async () => {
        const s = await student(lang)
        const chat = await s.api.get<{ chat_id: string }>(PATHS.chat.createChat)
        const chatId = chat.data.chat_id
        await s.api.stream(PATHS.chat.message, { chat_id: chatId, content: 'Solve 2x + 3 = 7' })
        const history = async () => (await s.api.get<{ messages: { message_id: string; role: string; is_mistake: boolean }[] }>(PATHS.chat.history, { chat_id: chatId })).data.messages
        const question = (await history()).find((m) => m.role === 'user')!
        expect((await s.api.post(PATHS.chat.mistake, { message_id: question.message_id })).code).toBe(200)

        await s.page.goto(`${baseUrl}/#/${ROUTES.chat.path}?chat_id=${chatId}`)
        const toggle = byId(s.page, 'mistake-toggle')
        await toggle.waitFor()
        expect(await toggle.innerText()).toContain(text(lang, 'tutor.mistake.marked'))
        await shot(s.page, lang, '05-mistake-marked')
        // The label changes at once; the notebook changes when the server has answered.
        const answered = s.page.waitForResponse((r) => r.url().includes('mistake'), { timeout: 60_000 })
        await toggle.click()
        expect((await answered).ok()).toBe(true)
        await s.page.waitForFunction((label) => document.querySelector('[data-testid="mistake-toggle"]')?.textContent?.includes(label), text(lang, 'tutor.mistake.mark'))
        expect((await history()).find((m) => m.role === 'user')!.is_mistake).toBe(false)
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('signs out after asking; Cancel stays signed in', async () => {
        const s = await student(lang)
        await s.page.goto(`${baseUrl}/#/${ROUTES.setting.path}`)
        await tap(s.page, 'logout')
        const ask = await dialogNamed(s.page, 'alertdialog', text(lang, 'settings.logoutConfirm'))
        await shot(s.page, lang, '06-sign-out-dialog')
        await press(ask, text(lang, 'common.cancel'))
        expect((await s.api.get(PATHS.user.info)).status).toBe(200)
        expect(await storedToken(s.page)).toBe(s.token)

        await tap(s.page, 'logout')
        await press(await dialogNamed(s.page, 'alertdialog', text(lang, 'settings.logoutConfirm')), text(lang, 'settings.logout'))
        await onRoute(s.page, ROUTES.accessLogin.path)
        expect(await storedToken(s.page)).toBeNull()
        expect((await s.api.get(PATHS.user.info)).status).toBe(401)
        expect(s.errors).toEqual([])
        await s.context.close()
      })

      it('deletes the account only once the student ticked that it cannot be undone', async () => {
        const s = await student(lang)
        await s.page.goto(`${baseUrl}/#/${ROUTES.settingDestroy.path}`)
        await byId(s.page, 'destroy-send-code').waitFor()
        await tap(s.page, 'destroy-send-code')
        await fill(s.page, 'destroy-secret', await smsCodeFor(s.phone.slice(3)))
        // Not ticked: the button looks and is disabled (aria-disabled), but a tap says why; nothing is deleted.
        expect(await byId(s.page, 'destroy-confirm').getAttribute('aria-disabled')).toBe('true')
        await byId(s.page, 'destroy-confirm').click({ force: true })
        await byId(s.page, 'destroy-confirm-why').waitFor()
        expect((await byId(s.page, 'destroy-confirm-why').innerText()).trim()).toBe(text(lang, 'destroy.tickFirst'))
        await shot(s.page, lang, '07-delete-account-not-ticked')
        expect((await s.api.get(PATHS.user.info)).status).toBe(200)

        await tap(s.page, 'destroy-understand')
        await tap(s.page, 'destroy-confirm')
        await onRoute(s.page, ROUTES.accessLogin.path)
        expect(await storedToken(s.page)).toBeNull()
        expect((await s.api.get(PATHS.user.info)).status).toBe(401)
        expect(s.errors).toEqual([])
        await s.context.close()
      })
    })
  }
})
