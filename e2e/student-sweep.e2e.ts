import type { Browser } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

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
    await page.locator(`[data-route="${ROUTES.scheduleDetail.path}"] [data-testid="nav-back"]`).click()
    await page.waitForSelector(`[data-route="${ROUTES.schedule.path}"]`, { state: 'visible' })
    // The bar would start LAZY_PAGE_DELAY_MS (200 ms) after the address changed: look well after.
    await page.waitForTimeout(1000)
    expect(await page.locator('#route-progress').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
