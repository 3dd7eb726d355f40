import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { PATHS } from '../contract/paths'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage } from './support/browser'
import { trackRequests } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/commerce')

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

// A tiny valid PNG (1×1): enough for the server's check by bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

describe('notifications and feedback', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`reads the payment notification from the Mine tab (${lang})`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await page.goto(`${baseUrl}/#/${ROUTES.user.path}`)
      await page.waitForSelector('[data-testid="mine-notifications"]')
      // A payment made meanwhile (here straight through the API and the sandbox checkout).
      await page.evaluate(async (t) => {
        const headers = { Authorization: `Bearer ${t}`, platform: 'h5', 'Content-Type': 'application/json' }
        const res = await fetch('/api/v1/order/create', { method: 'POST', headers, body: JSON.stringify({ plan_id: 'month', channel: 'h5' }) })
        const { data } = await res.json()
        await fetch('/api/v1/pay/sandbox/checkout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `out_trade_no=${data.order.out_trade_no}`,
        })
      }, token)
      await page.reload()
      await page.waitForSelector('[data-testid="mine-notifications"] .mine-page__badge')
      expect(await page.locator('[data-testid="mine-notifications"] .mine-page__badge').innerText()).toBe('1')
      expect(await page.locator('[data-testid="tab-user"]').innerText()).toContain('1')
      await shot(page, `${lang}-mine`)

      await page.locator('[data-testid="mine-notifications"]').click()
      await page.waitForSelector('[data-testid="notification"][data-unread="1"]')
      const text = await page.locator('[data-testid="notification"]').first().innerText()
      expect(text).toContain(lang === 'en' ? 'Payment successful' : '支付成功')
      expect(text).toContain('¥19.90')
      await shot(page, `${lang}-notifications`)

      await page.locator('[data-testid="notification"]').first().click()
      await page.waitForSelector(`[data-route="${ROUTES.order.path}"] [data-testid="order-card"]`)
      await page.goBack()
      await page.waitForSelector('[data-testid="notification"][data-unread="0"]')
      const requests = trackRequests(page)
      const counted = page.waitForResponse((r) => new URL(r.url()).pathname === PATHS.notification.unreadCount)
      await page.goto(`${baseUrl}/#/${ROUTES.user.path}`)
      await page.waitForSelector('[data-testid="mine-notifications"]')
      // The page asks for the unread count when it shows: that answer, drawn, is what is checked.
      await counted
      await requests.idle()
      expect(await page.locator('[data-testid="mine-notifications"] .mine-page__badge').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('sends feedback with a screenshot and sees the thank-you', async () => {
    const { token, userId } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', signedInStorage(token, 'zh-Hans'))
    await page.goto(`${baseUrl}/#/${ROUTES.feedback.path}`)
    await page.waitForSelector('[data-testid="feedback-submit"]')
    await page.locator('[data-testid="feedback-category-answer"]').click()
    await page.locator('[data-testid="feedback-content"] textarea').fill('第 3 题的答案算错了，应该是 12。')
    const chooser = page.waitForEvent('filechooser')
    await page.locator('[data-testid="feedback-add-image"]').click()
    await (await chooser).setFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG })
    await page.waitForSelector('[data-testid="feedback-shot"]')
    await page.locator('input[data-testid="feedback-contact"]').fill('wx_lin2009')
    await shot(page, 'zh-Hans-feedback')
    await page.locator('[data-testid="feedback-submit"]').click()
    await page.waitForSelector('[data-testid="feedback-sent"]')
    await shot(page, 'zh-Hans-feedback-sent')

    const { openDatabase } = await import('../server/src/db/database')
    const handle = openDatabase({ DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`, DATA_DIR: dataDir, PG_POOL_MAX: 1 })
    try {
      const rows = await handle.db.selectFrom('feedback').selectAll().where('user_id', '=', userId).execute()
      expect(rows).toEqual([expect.objectContaining({ category: 'answer', content: '第 3 题的答案算错了，应该是 12。', contact: 'wx_lin2009' })])
      const images = await handle.db.selectFrom('feedback_images').selectAll().where('feedback_id', '=', rows[0].id).execute()
      expect(images).toHaveLength(1)
    } finally {
      await handle.close()
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
