import type { Browser, Route } from 'playwright-core'
import path from 'node:path'
import { PATHS } from '../contract/paths'
import { openDatabase } from '../server/src/db/database'
import { ALL_ROUTES, ROUTES } from '../src/routes'
import { LAZY_PAGE_DELAY_MS } from '../src/lib/constants'
import { launchBrowser, openPhone, PHONE, signedInStorage, SMALL_PHONE } from './support/browser'
import { invisibleIcons, layoutProblems, resizeTo, squeezedText } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { LANGS } from './support/strings'

/**
 * Faults a sweep of the app found by using it as a student would (every page, five languages,
 * three widths), each one checked here as the student saw it.
 */
describe('what a student saw broken, fixed', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('shows no loading bar on a page the student went back to (it is already there)', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await page.goto(`${baseUrl}/#/${ROUTES.schedule.path}`)
    await page.waitForSelector(`[data-route="${ROUTES.schedule.path}"] [data-testid="plan-add"]`)
    await page.locator('[data-testid="plan-add"]').click()
    await page.waitForSelector(`[data-route="${ROUTES.scheduleDetail.path}"] [data-testid="nav-back"]`)
    type Watch = { barSeen: boolean; addressChanged: Promise<unknown> }
    await page.evaluate(() => {
      const w = window as unknown as Watch
      w.barSeen = false
      new MutationObserver(() => (w.barSeen ||= !!document.getElementById('route-progress'))).observe(document.body, { childList: true })
      w.addressChanged = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }))
    })
    await page.locator(`[data-route="${ROUTES.scheduleDetail.path}"] [data-testid="nav-back"]`).click()
    await page.waitForSelector(`[data-route="${ROUTES.schedule.path}"]`, { state: 'visible' })
    // The bar would start LAZY_PAGE_DELAY_MS after the address changed. A timer of the same delay
    // set after the app's own (its hashchange listener runs before this one) fires after it.
    const barShown = await page.evaluate(async (delayMs) => {
      const w = window as unknown as Watch
      await w.addressChanged
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      return w.barSeen || !!document.getElementById('route-progress')
    }, LAZY_PAGE_DELAY_MS)
    expect(barShown).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps an unpaid order\'s countdown on its own line when the buttons leave it no room (French, 320 px)', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'fr', signedInStorage(token, 'fr'))
    // The QR page makes an order waiting for payment.
    await page.goto(`${baseUrl}/#/${ROUTES.scanPay.path}?plan_id=quarter`)
    await page.waitForSelector('[data-testid="scan-pay-qr"]')
    await page.goto('about:blank')
    await page.goto(`${baseUrl}/#/${ROUTES.order.path}`)
    await page.waitForSelector('[data-testid="order-card"][data-status="pending"] [data-testid="order-cancel"]')
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await resizeTo(page, viewport)
      expect(await squeezedText(page)).toEqual([])
    }
    // The list's end says there are no more ("Plus de commandes" read as "more orders").
    expect(await page.getByText('Aucune autre commande', { exact: true }).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const lang of LANGS) {
    it(`shows every page title whole, without "…", at 375 and 320 px (${lang})`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await page.goto(`${baseUrl}/#/${ROUTES.canvas.path}`)
      await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"] .nav-bar__title`)
      const cut: string[] = []
      for (const route of ALL_ROUTES) {
        await page.setViewportSize(PHONE)
        await page.evaluate((hash) => {
          location.hash = hash
        }, `#/${route.path}`)
        const title = page.locator(`[data-route="${route.path}"] .nav-bar__title`)
        await title.waitFor({ state: 'visible' })
        for (const viewport of [PHONE, SMALL_PHONE]) {
          await resizeTo(page, viewport)
          const { text, over } = await title.evaluate((el) => ({ text: (el as HTMLElement).innerText, over: el.scrollWidth - el.clientWidth }))
          if (over > 1) cut.push(`${route.path} @${viewport.width}: ${text} (${over} px over)`)
        }
      }
      expect(cut).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('ticks a task at once, and unticks it while the tick is still on its way', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    // A task today, added by hand (the form opens on today, in the browser's own zone).
    await page.goto(`${baseUrl}/#/${ROUTES.schedule.path}`)
    await page.locator('[data-testid="plan-add"]').click()
    await page.locator('.event-form input.form-field__input').first().fill('Chemistry homework')
    await page.locator('[data-testid="form-save"]').click()
    await page.waitForSelector('[data-testid="event-block"]')
    await page.goto('about:blank')
    await page.goto(`${baseUrl}/#/${ROUTES.todayTasks.path}`)
    const check = page.locator('[data-testid="task-check"]')
    await check.waitFor()
    // A slow network: the tick's request is held until the student has tapped twice.
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${PATHS.studyPlan.alterEvent}`, (route: Route) => gate.then(() => route.continue()))
    await check.click()
    await page.waitForSelector('[data-testid="task-check"][aria-checked="true"]', { timeout: 5000 })
    expect(await page.locator('[data-testid="today-progress"]').innerText()).toBe('1 of 1 done')
    await check.click()
    await page.waitForSelector('[data-testid="task-check"][aria-checked="false"]', { timeout: 5000 })
    expect(await page.locator('[data-testid="today-progress"]').innerText()).toBe('0 of 1 done')
    release()
    // The server ends where the student left it: unticked.
    await page.waitForResponse((res) => res.url().includes(PATHS.studyPlan.alterEvent) && res.request().postData()?.includes('"todo"') === true)
    await page.reload()
    await page.waitForSelector('[data-testid="task-check"]')
    expect(await check.getAttribute('aria-checked')).toBe('false')
    expect(errors).toEqual([])
    await context.close()
  })

  it('says "1 jour de suite", not "1 jours", after the first day of a streak (French)', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'fr', signedInStorage(token, 'fr'))
    await page.goto(`${baseUrl}/#/${ROUTES.schedule.path}`)
    await page.locator('[data-testid="plan-add"]').click()
    await page.locator('.event-form input.form-field__input').first().fill('Chimie')
    await page.locator('[data-testid="form-save"]').click()
    await page.waitForSelector('[data-testid="event-block"]')
    await page.goto('about:blank')
    await page.goto(`${baseUrl}/#/${ROUTES.todayTasks.path}`)
    await page.locator('[data-testid="task-check"]').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="today-streak"]')?.textContent?.startsWith('1'))
    expect((await page.locator('[data-testid="today-streak"]').innerText()).replace(/\s+/g, ' ')).toBe('1 jour de suite')
    expect(errors).toEqual([])
    await context.close()
  })

  for (const [lang, name] of [['fr', 'Chargement'], ['es', 'Cargando'], ['zh-Hant', '載入中']] as const) {
    it(`names the page-loading bar in the student's language (${lang})`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await page.goto(`${baseUrl}/#/${ROUTES.canvas.path}`)
      await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"] .nav-bar__title`)
      // A slow network: the next page's code does not arrive until the bar has been read.
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/js/**', (route: Route) => gate.then(() => route.continue()))
      await page.evaluate((hash) => {
        location.hash = hash
      }, `#/${ROUTES.feedback.path}`)
      const bar = page.locator('#route-progress')
      await bar.waitFor({ state: 'attached' })
      expect(await bar.getAttribute('aria-label')).toBe(name)
      release()
      await page.waitForSelector(`[data-route="${ROUTES.feedback.path}"] .nav-bar__title`)
      await context.close()
    })
  }

  it('shows the tick after feedback is sent and after a parent has paid by QR (white on the green disc)', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await page.goto(`${baseUrl}/#/${ROUTES.feedback.path}`)
    await page.locator('[data-testid="feedback-content"] textarea, textarea[data-testid="feedback-content"]').first().fill('The plan page is great')
    await page.locator('[data-testid="feedback-submit"]').click()
    await page.waitForSelector('[data-testid="feedback-sent"] img')
    expect(await invisibleIcons(page)).toEqual([])

    await page.goto('about:blank')
    await page.goto(`${baseUrl}/#/${ROUTES.scanPay.path}?plan_id=month`)
    await page.waitForSelector('[data-testid="scan-pay-qr"]')
    // The parent's phone pays what the QR encodes (the sandbox checkout).
    await page.evaluate(async (t) => {
      const res = await fetch('/api/v1/order/list', { headers: { Authorization: `Bearer ${t}`, platform: 'h5' } })
      const { items } = (await res.json()).data as { items: { out_trade_no: string }[] }
      await fetch('/api/v1/pay/sandbox/checkout', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `out_trade_no=${items[0].out_trade_no}` })
    }, token)
    await page.waitForSelector('[data-testid="scan-pay-done"] img', { timeout: 15_000 })
    expect(await invisibleIcons(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps an invitation code of the widest letters inside its card at 320 px', async () => {
    const { token, userId } = await seedStudent(dataDir)
    const handle = openDatabase({ DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`, DATA_DIR: dataDir, PG_POOL_MAX: 1 })
    try {
      // W and M are the widest letters of the codes' alphabet.
      await handle.db.updateTable('users').set({ invite_code: 'WMWMWMWMWM' }).where('id', '=', userId).execute()
    } finally {
      await handle.close()
    }
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await page.goto(`${baseUrl}/#/${ROUTES.invitationDetails.path}`)
    const code = page.locator('[data-testid="my-invite-code"]')
    await code.waitFor()
    expect(await code.innerText()).toBe('WMWMWMWMWM')
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await resizeTo(page, viewport)
      const overflow = await code.evaluate((el) => {
        const card = el.parentElement!.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return Math.max(card.left - box.left, box.right - card.right)
      })
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await layoutProblems(page)).toEqual([])
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
