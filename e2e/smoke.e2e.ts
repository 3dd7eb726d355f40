import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { ALL_ROUTES, ROUTES } from '../src/routes'
import { launchBrowser, openPhone, PHONE, signedInStorage, SMALL_PHONE, spilledButtons } from './support/browser'
import { axeViolations, layoutProblems, resizeTo, settled, smallTapTargets, trackRequests } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

const LANGS = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const
const SHOTS = path.resolve(__dirname, 'artifacts/screenshots')
const DESKTOP = { width: 1280, height: 800 }

// Titles each language must show on the canvas page (from src/locales).
const CANVAS_TITLE: Record<string, string> = {
  en: 'Mug Tutor',
  fr: 'Mug Tutor',
  es: 'Mug Tutor',
  'zh-Hans': '马克学伴',
  'zh-Hant': '馬克學伴',
}

describe('every route of the H5 build, in every language', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('opens on the canvas tab with the five tabs when signed out', async () => {
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', { lang: 'zh-Hans' })
    await page.goto(`${baseUrl}/`)
    await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"]`)
    expect(await page.locator('.nav-bar__title').innerText()).toBe('马克学伴')
    expect(await page.locator('[role="tab"]').count()).toBe(5)
    expect(await page.locator('[data-testid="tab-canvas"]').getAttribute('aria-selected')).toBe('true')
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends a signed-out visit of a guarded route to login with the route to return to', async () => {
    const { page, context } = await openPhone(browser, 'en', { lang: 'en' })
    await page.goto(`${baseUrl}/#/${ROUTES.order.path}?tab=paid`)
    await page.waitForSelector(`[data-route="${ROUTES.accessLogin.path}"]`)
    const url = new URL(page.url().replace('/#/', '/'))
    expect(url.pathname).toBe(`/${ROUTES.accessLogin.path}`)
    expect(url.searchParams.get('redirect')).toBe(`/${ROUTES.order.path}?tab=paid`)
    await context.close()
  })

  it('keeps the sign-in page when the student swipes back', async () => {
    const { page, errors, context } = await openPhone(browser, 'en', { lang: 'en' })
    // Counts history steps, ahead of the app's own listeners (an init script runs first).
    await context.addInitScript(() => {
      const w = window as unknown as { historySteps: number }
      w.historySteps = 0
      window.addEventListener('popstate', () => (w.historySteps += 1), true)
    })
    await page.goto(`${baseUrl}/`)
    await page.locator('.canvas-page__sign-in').click()
    await page.waitForSelector(`[data-route="${ROUTES.accessLogin.path}"]`)
    await page.goBack()
    // The step back has reached the page (the router would now leave it), and what followed is drawn.
    await page.waitForFunction(() => (window as unknown as { historySteps: number }).historySteps >= 1)
    await settled(page)
    expect(page.url()).toContain(ROUTES.accessLogin.path)
    expect(await page.locator(`[data-route="${ROUTES.accessLogin.path}"]`).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const lang of LANGS) {
    it(`renders all ${ALL_ROUTES.length} routes in ${lang} at 375×812 and 320×568: no console error, nothing cut or too wide, tap targets of 44 px (at 1280×800 too), axe clean`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      for (const size of ['375', '320']) fs.mkdirSync(path.join(SHOTS, lang, size), { recursive: true })
      const found: Record<'spilled' | 'layout' | 'targets' | 'axe', string[]> = { spilled: [], layout: [], targets: [], axe: [] }
      const requests = trackRequests(page)
      // One visit of the app, then route to route as the app itself navigates (the hash changes):
      // a full reload per route would cost seconds each and check nothing more.
      await page.goto(`${baseUrl}/#/${ROUTES.canvas.path}`)
      await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"] .nav-bar__title`)
      for (const route of ALL_ROUTES) {
        const started = Date.now()
        await page.setViewportSize(PHONE)
        await page.evaluate((hash) => {
          location.hash = hash
        }, `#/${route.path}`)
        await page.waitForSelector(`[data-route="${route.path}"] .nav-bar__title`, { state: 'visible' })
        // Wait for the page's own content (past the lazy-load indicator) and for its requests.
        await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'))
        await requests.idle()
        const title = await page.locator(`[data-route="${route.path}"] .nav-bar__title`).innerText()
        expect(title.trim()).not.toBe('')
        expect(title).not.toMatch(/^route\./)
        const name = route.path.replace(/\//g, '_')
        for (const [size, viewport] of [['375', PHONE], ['320', SMALL_PHONE]] as const) {
          if (size === '320') await resizeTo(page, viewport)
          const at = `${route.path} @${size}`
          await settled(page)
          await page.screenshot({ path: path.join(SHOTS, lang, size, `${name}.png`) })
          found.spilled.push(...(await spilledButtons(page)).map((label) => `${at}: ${label}`))
          found.layout.push(...(await layoutProblems(page)).map((p) => `${at}: ${p}`))
          found.targets.push(...(await smallTapTargets(page)).map((t) => `${at}: ${t}`))
        }
        // The desktop column scales up, but a control sized in absolute px would not: measure it too.
        await resizeTo(page, DESKTOP)
        await settled(page)
        found.targets.push(...(await smallTapTargets(page)).map((t) => `${route.path} @1280: ${t}`))
        // axe reads the page's structure, names and colours, the same at every width.
        found.axe.push(...(await axeViolations(page)).map((v) => `${route.path}: ${v.id} (${v.impact}) ${v.help} -> ${v.targets.join(' | ')}`))
        if (process.env.E2E_TRACE) process.stdout.write(`${lang} ${route.path}: ${Date.now() - started} ms\n`)
      }
      expect(found).toEqual({ spilled: [], layout: [], targets: [], axe: [] })
      await page.goto('about:blank')
      await page.setViewportSize(PHONE)
      await page.goto(`${baseUrl}/`)
      const title = page.locator(`[data-route="${ROUTES.canvas.path}"] .nav-bar__title`)
      await title.waitFor()
      expect(await title.innerText()).toBe(CANVAS_TITLE[lang])
      expect(errors).toEqual([])
      await context.close()
    }, 600_000)
  }
})
