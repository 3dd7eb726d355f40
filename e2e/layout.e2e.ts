import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { PATHS } from '../contract/paths'
import { ROUTES } from '../src/routes'
import { byId, tap } from './support/account-flows'
import { apiAs } from './support/api-client'
import { launchBrowser, openPhone, PHONE, signedInStorage, SMALL_PHONE } from './support/browser'
import { layoutProblems, resizeTo } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { LANGS, type Lang } from './support/strings'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/layout')
const DESKTOP = { width: 1280, height: 800 }

// Long words in narrow week columns, in the student's own languages; two overlap (side by side).
const TITLES = ['Chemistry revision', 'Mathématiques approfondies', 'Electromagnetism']
// "What do I have this week?" as the instruction tables word it: the answer card opens.
const THIS_WEEK: Record<Lang, string> = {
  en: 'what do I have this week?',
  fr: "qu'est-ce que j'ai cette semaine ?",
  es: '¿qué tengo esta semana?',
  'zh-Hans': '这周有什么安排？',
  'zh-Hant': '這週有什麼安排？',
}

/** Words of event titles that the layout broke over two lines (each word's own line boxes). */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const block of document.querySelectorAll('[data-testid="event-block"]')) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index!)
          range.setEnd(node, m.index! + m[0].length)
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (tops.size > 1) found.push(m[0])
        }
      }
    }
    return found
  })
}

/** The first hour of the grid, scrolled to the top: its label is there, readable, not covered. */
function firstHourLabel(page: Page): Promise<{ text: string; shown: boolean }> {
  return page.evaluate(() => {
    // The label shown at this width (the narrowest phones show the bare hour instead of 08:00).
    const label = [...document.querySelectorAll<HTMLElement>('.time-grid__hour')].find((el) => el.getClientRects().length > 0)
    if (!label) return { text: '', shown: false }
    for (let node = label.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY
      if (overflow === 'auto' || overflow === 'scroll') node.scrollTop = 0
    }
    window.scrollTo(0, 0)
    const rect = label.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return { text: label.innerText.trim(), shown: rect.height > 0 && !!hit && label.contains(hit) }
  })
}

const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox()
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The plan's week view and the app on a wide screen, as issue 10 found them: titles broken
 * mid-word in narrow columns, an unlabelled first hour, the "+" over the answer card, and at
 * 1280×800 everything 1.7× larger with the week showing one hour.
 */
describe('layout: a week view that reads, and a phone-width column on wide screens', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const lang of LANGS) {
    it(`${lang}: week view at 375 and 320 px, then the same plan at 1280×800`, async () => {
      const seeded = await seedStudent(dataDir)
      const { page, context, errors } = await openPhone(browser, lang, signedInStorage(seeded.token, lang))
      fs.mkdirSync(path.join(SHOTS, lang), { recursive: true })
      await page.goto(`${baseUrl}/#/${ROUTES.schedule.path}`)
      await byId(page, 'view-week').waitFor()
      // Today, in the browser's zone (the zone the app sends), so the events are in this week.
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      const api = apiAs(baseUrl, seeded.token, zone)
      const at = (hour: number, minute = 0) => page.evaluate(([h, m]) => new Date(new Date().setHours(h, m, 0, 0)).toISOString(), [hour, minute])
      for (const [i, title] of TITLES.entries()) {
        const made = await api.post(PATHS.studyPlan.createEvent, { title, course_id: null, kind: 'study', start_at: await at(9 + i, 0), end_at: await at(10 + i, 30), all_day: false, rrule: null })
        expect(made.code).toBe(200)
      }
      await page.reload()
      await tap(page, 'view-week')
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="event-block"]').length >= n, TITLES.length)

      await page.locator('input.instruction-bar__input').fill(THIS_WEEK[lang])
      await tap(page, 'instruction-send')
      await byId(page, 'answer-card').waitFor()

      for (const [name, size] of [['375', PHONE], ['320', SMALL_PHONE]] as const) {
        await resizeTo(page, size)
        await page.screenshot({ path: path.join(SHOTS, lang, `week-${name}.png`) })
        expect(await brokenWords(page)).toEqual([])
        expect(await layoutProblems(page)).toEqual([])
        expect(overlaps((await box(page, '[data-testid="plan-add"]'))!, (await box(page, '[data-testid="answer-card"]'))!)).toBe(false)
        // The month title is shown whole (the ellipsis is for a language that could not fit it).
        expect(await page.locator('.plan-header__month-label').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
        const first = await firstHourLabel(page)
        expect(first.text).toMatch(/\d/)
        expect(first.shown).toBe(true)
      }

      await resizeTo(page, DESKTOP)
      await page.screenshot({ path: path.join(SHOTS, lang, 'week-desktop.png') })
      // A centred column no wider than a large phone, sized as on that phone.
      const column = (await box(page, `[data-route="${ROUTES.schedule.path}"]`))!
      expect(column.width).toBeLessThanOrEqual(431)
      expect(Math.abs(column.x - (DESKTOP.width - column.width) / 2)).toBeLessThanOrEqual(2)
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeLessThanOrEqual(43)
      // The header sits above the plan's own header, never over it.
      const nav = (await box(page, '.nav-bar'))!
      const planHeader = (await box(page, '.plan-header'))!
      expect(planHeader.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1)
      // The week shows a working day, not one hour.
      const row = (await box(page, '.time-grid__gutter .time-grid__row'))!
      const grid = (await box(page, '.schedule-page__grid'))!
      const visible = Math.min(grid.y + grid.height, DESKTOP.height) - Math.max(grid.y, 0)
      expect(visible / row.height).toBeGreaterThanOrEqual(6)
      expect(await brokenWords(page)).toEqual([])
      expect(await layoutProblems(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }, 180_000)
  }
})
