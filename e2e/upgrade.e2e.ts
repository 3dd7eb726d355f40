import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone } from './support/browser'
import { trackRequests } from './support/checks'
import { startServer, stopServer, type RunningServer } from './support/server-process'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/upgrade')

// Servers of their own: the version the server announces is configuration.
describe('the app-upgrade popup', () => {
  let browser: Browser
  const servers: RunningServer[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
    for (const s of servers) await stopServer(s)
  })

  const notes = JSON.stringify({ en: 'Scan to pay\nFaster answers', 'zh-Hans': '扫码支付\n回答更快' })

  it('offers a newer version with what changed; "later" goes back and it does not come again', async () => {
    const server = await startServer({ APP_LATEST_VERSION: '1.0.28', APP_RELEASE_NOTES: notes })
    servers.push(server)
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', { lang: 'zh-Hans' })
    await page.goto(`${server.baseUrl}/`)
    await page.waitForSelector(`[data-route="${ROUTES.upgrade.path}"] [data-testid="upgrade"][data-forced="0"]`)
    const text = await page.locator('[data-testid="upgrade"]').innerText()
    expect(text).toContain('1.0.28')
    expect(text).toContain('扫码支付')
    expect(text).toContain('回答更快')
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-optional.png') })
    await page.locator('[data-testid="upgrade-later"]').click()
    await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"]`)
    const requests = trackRequests(page)
    await page.reload()
    await page.waitForSelector(`[data-route="${ROUTES.canvas.path}"]`)
    // The start-up call (which carries the versions) answered and drawn: nothing sent us on.
    await requests.idle()
    expect(page.url()).not.toContain(ROUTES.upgrade.path)
    expect(await page.locator(`[data-route="${ROUTES.upgrade.path}"]`).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('locks the app on a forced update: no "later", no way back to another page', async () => {
    const server = await startServer({ APP_LATEST_VERSION: '1.0.30', APP_MIN_VERSION_CODE: '1029', APP_RELEASE_NOTES: notes })
    servers.push(server)
    const { page, errors, context } = await openPhone(browser, 'en', { lang: 'en' })
    await page.goto(`${server.baseUrl}/#/${ROUTES.statement.path}`)
    await page.waitForSelector('[data-testid="upgrade"][data-forced="1"]')
    expect(await page.locator('[data-testid="upgrade-later"]').count()).toBe(0)
    expect(await page.locator(`[data-route="${ROUTES.upgrade.path}"] [data-testid="nav-back"]`).count()).toBe(0)
    expect(await page.locator('[data-testid="upgrade"]').innerText()).toContain('no longer supported')
    await page.screenshot({ path: path.join(SHOTS, 'en-forced.png') })
    // Another page by its address leads straight back here.
    await page.evaluate((p) => (location.hash = `#/${p}`), ROUTES.vip.path)
    // The address is the VIP page's now; the lock sends it back.
    await page.waitForFunction((p) => location.hash.startsWith(`#/${p}?`), ROUTES.upgrade.path)
    await page.waitForSelector('[data-testid="upgrade"][data-forced="1"]')
    expect(await page.locator(`[data-route="${ROUTES.vip.path}"]`).isVisible()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
