import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

it('debug', async () => {
  const browser = await launchBrowser()
  const { baseUrl, dataDir } = e2eState()
  const { token } = await seedStudent(dataDir)
  const { page, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
  await page.goto(`${baseUrl}/#/${ROUTES.scanPay.path}?plan_id=month`)
  await page.waitForSelector('[data-testid="scan-pay-qr"]')
  console.log(await page.locator('.scan-pay__qr').evaluate((e) => e.outerHTML.replace(/src="[^"]+"/, 'src=...')))
  console.log(await page.locator('.scan-pay__qr img').evaluate((e) => JSON.stringify({ ...e.getBoundingClientRect().toJSON(), style: getComputedStyle(e).cssText.length, of: getComputedStyle(e).objectFit, w: getComputedStyle(e).width, pos: getComputedStyle(e).position })))
  console.log(await page.locator('.scan-pay__qr').evaluate((e) => JSON.stringify({ ...e.getBoundingClientRect().toJSON(), bs: getComputedStyle(e).boxSizing })))
  await context.close()
  await browser.close()
})
