import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/vip')

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

describe('buying VIP through the sandbox', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`pays for a month of VIP and sees the order paid and VIP extended (${lang})`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await page.goto(`${baseUrl}/#/${ROUTES.vip.path}`)
      await page.waitForSelector('[data-testid="plan-month"]')
      expect(await page.locator('[data-testid="plan-month"]').getAttribute('aria-checked')).toBe('true')
      await shot(page, `${lang}-1-plans`)

      await page.locator('[data-testid="vip-pay"]').click()
      // The sandbox checkout: another page, like WeChat Pay's cashier.
      await page.waitForSelector('[data-testid="sandbox-pay"]')
      expect(await page.locator('[data-testid="sandbox-amount"]').innerText()).toBe('¥19.90')
      await shot(page, `${lang}-2-checkout`)
      await page.locator('[data-testid="sandbox-pay"]').click()
      await page.waitForSelector('[data-testid="sandbox-state"]')
      await page.locator('[data-testid="sandbox-back"]').click()

      // Back in the app: the order is fulfilled and the VIP card shows the new end date.
      await page.waitForSelector('[data-testid="order-result"][data-status="fulfilled"]')
      const status = await page.locator('[data-testid="vip-status"]').innerText()
      const end = new Date(Date.now() + 31 * 86_400_000)
      // Shown through the app's one date formatter, in the student's language.
      const date = lang === 'en' ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(end) : `${end.getFullYear()}年${end.getMonth() + 1}月${end.getDate()}日`
      expect(status).toContain(date)
      await shot(page, `${lang}-3-paid`)

      await page.locator('[data-testid="vip-orders"]').click()
      await page.waitForSelector('[data-testid="order-card"]')
      const cards = page.locator('[data-testid="order-card"]')
      expect(await cards.count()).toBe(1)
      expect(await cards.first().getAttribute('data-status')).toBe('fulfilled')
      expect(await cards.first().innerText()).toContain('¥19.90')
      await shot(page, `${lang}-4-orders`)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('shows a QR for a parent and updates itself when it is paid from another phone', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', signedInStorage(token, 'zh-Hans'))
    await page.goto(`${baseUrl}/#/${ROUTES.scanPay.path}?plan_id=quarter`)
    await page.waitForSelector('[data-testid="scan-pay-qr"]')
    await shot(page, 'zh-Hans-5-scan-pay')

    // The parent's phone opens what the QR encodes: the sandbox checkout for this order.
    const orders = await page.evaluate(async (t) => {
      const res = await fetch('/api/v1/order/list', { headers: { Authorization: `Bearer ${t}`, platform: 'h5' } })
      return (await res.json()).data.items as { out_trade_no: string; channel: string }[]
    }, token)
    expect(orders[0].channel).toBe('native')
    const parent = await openPhone(browser, 'zh-Hans')
    await parent.page.goto(`${baseUrl}/api/v1/pay/sandbox/checkout?out_trade_no=${orders[0].out_trade_no}`)
    await parent.page.locator('[data-testid="sandbox-pay"]').click()
    await parent.page.waitForSelector('[data-testid="sandbox-state"]')
    await parent.context.close()

    await page.waitForSelector('[data-testid="scan-pay-done"]', { timeout: 15_000 })
    await shot(page, 'zh-Hans-6-scan-paid')
    expect(errors).toEqual([])
    await context.close()
  })
})
