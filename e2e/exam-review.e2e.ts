import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { PATHS } from '../contract/paths'
import { ROUTES } from '../src/routes'
import { apiAs } from './support/api-client'
import { launchBrowser, openPhone, signedInStorage, SMALL_PHONE } from './support/browser'
import { cutPlaceholders, layoutProblems, smallTapTargets } from './support/checks'
import { seedMistake, seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { text, type Lang } from './support/strings'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/exam-review')

const open = async (page: Page, baseUrl: string, route: string) => {
  await page.goto('about:blank')
  await page.goto(`${baseUrl}/#/${route}`)
  await page.waitForSelector(`[data-route="${route}"] .nav-bar__title`)
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'))
}

/** An instant `days` from today at `hour`:00 in the browser's own zone (the app's zone). */
const at = (page: Page, days: number, hour: number) =>
  page.evaluate(([d, h]) => {
    const x = new Date()
    x.setDate(x.getDate() + d)
    x.setHours(h, 0, 0, 0)
    return x.toISOString()
  }, [days, hour] as const)

/**
 * After an exam: the tactics tab asks how it went and what was hard; sending it brings the
 * course's mistakes back to today's re-tests and the next exam's tactics start with those topics.
 */
describe('reviewing an exam just sat, in Chromium', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
    fs.mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(() => browser.close())

  // The topic box sits beside the Add button: its hint must fit whole on the smallest phone, in every language.
  for (const lang of ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const) {
    it(`shows the topic hint whole at 320 px (${lang})`, async () => {
      const student = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(student.token, lang))
      await page.setViewportSize(SMALL_PHONE)
      await open(page, baseUrl, ROUTES.tactics.path)
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      const api = apiAs(baseUrl, student.token, zone)
      const start = await at(page, -1, 9)
      expect((await api.post(PATHS.studyPlan.createEvent, { title: 'Maths midterm', course_id: 2, kind: 'exam', start_at: start, end_at: await at(page, -1, 11), all_day: false, rrule: null })).code).toBe(200)
      await page.reload()
      const input = page.locator('input[data-testid="review-topic-input"]')
      await input.waitFor()
      expect(await input.getAttribute('placeholder')).toBe(text(lang as Lang, 'tactics.review.placeholder'))
      await input.scrollIntoViewIfNeeded()
      expect(await cutPlaceholders(page)).toEqual([])
      expect(await layoutProblems(page)).toEqual([])
      await page.screenshot({ path: path.join(SHOTS, `${lang}-small-0-topic-hint.png`) })
      expect(errors).toEqual([])
      await context.close()
    })
  }

  for (const [lang, size] of (['en', 'fr', 'zh-Hans'] as const).flatMap((l) => [[l, 'phone'], [l, 'small']] as const)) {
    it(`asks how it went, sends it, and says what came back (${lang}, ${size})`, async () => {
      const student = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(student.token, lang))
      if (size === 'small') await page.setViewportSize(SMALL_PHONE)
      await open(page, baseUrl, ROUTES.tactics.path)
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      const api = apiAs(baseUrl, student.token, zone)
      const event = async (title: string, start: string, end: string) =>
        expect((await api.post(PATHS.studyPlan.createEvent, { title, course_id: 2, kind: 'exam', start_at: start, end_at: end, all_day: false, rrule: null })).code).toBe(200)
      await event('Maths midterm', await at(page, -2, 9), await at(page, -2, 11))
      await event('Maths final', await at(page, 12, 9), await at(page, 12, 11))
      await seedMistake(dataDir, student.userId, 'Solve x^2 - 5x + 6 = 0', { courseId: 2, dueAt: await at(page, 6, 0) })
      await seedMistake(dataDir, student.userId, 'Factorise x^2 - 9', { courseId: 2, dueAt: await at(page, 9, 0) })
      await seedMistake(dataDir, student.userId, 'Balance Fe + O2', { courseId: 5, dueAt: await at(page, 9, 0) })
      await page.reload()

      const card = page.locator('[data-testid="exam-review"]')
      await card.waitFor()
      expect(await card.innerText()).toContain(text(lang as Lang, 'tactics.review.title', { title: 'Maths midterm' }))
      await page.click('[data-testid="review-badly"]')
      for (const topic of ['quadratic equations', 'graphs', 'proofs']) {
        await page.locator('input[data-testid="review-topic-input"]').fill(topic)
        await page.click('[data-testid="review-topic-add"]')
      }
      await page.locator('[data-testid="review-topic-remove"]').nth(1).click()
      const chips = await page.locator('[data-testid="review-topic"] .exam-review__chip-text').allInnerTexts()
      expect(chips).toEqual(['quadratic equations', 'proofs'])
      expect(await smallTapTargets(page)).toEqual([])
      expect(await layoutProblems(page)).toEqual([])
      expect(await cutPlaceholders(page)).toEqual([])
      await page.screenshot({ path: path.join(SHOTS, `${lang}-${size}-1-review.png`) })

      await page.click('[data-testid="review-send"]')
      const sent = page.locator('[data-testid="review-sent"]')
      await sent.waitFor()
      expect(await sent.innerText()).toContain(text(lang as Lang, 'tactics.review.sentMany', { n: 2 }))
      await card.waitFor({ state: 'detached' })
      expect(await smallTapTargets(page)).toEqual([])
      expect(await layoutProblems(page)).toEqual([])
      await page.screenshot({ path: path.join(SHOTS, `${lang}-${size}-2-sent.png`) })

      // Today's re-tests hold both maths mistakes (not the chemistry one), and the review is not asked again.
      const today = await api.get<{ retests: { question: string }[] }>(PATHS.todayTasks.list)
      expect(today.data.retests.map((r) => r.question).sort()).toEqual(['Factorise x^2 - 9', 'Solve x^2 - 5x + 6 = 0'])
      expect((await api.get<{ exams: unknown[] }>(PATHS.examTactics.reviewsDue)).data.exams).toEqual([])

      // The next maths exam's tactics start with what was hard.
      const final = page.locator('[data-testid="exam-card"]').filter({ hasText: 'Maths final' })
      await final.locator('[role="button"]').first().click()
      const tactics = final.locator('[data-testid="tactics"]')
      await tactics.waitFor({ timeout: 60_000 })
      expect(await tactics.innerText()).toContain('quadratic equations')
      expect(await tactics.innerText()).toContain('proofs')
      await tactics.locator('text=proofs').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SHOTS, `${lang}-${size}-3-next-tactics.png`) })

      // One tap to today's re-tests.
      await page.click('[data-testid="review-open-today"]')
      await page.waitForSelector(`[data-route="${ROUTES.todayTasks.path}"] [data-testid="retest-card"] >> visible=true`, { timeout: 30_000 })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
