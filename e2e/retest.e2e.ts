import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { LANGS } from '../contract/common'
import { PATHS } from '../contract/paths'
import type { SimilarQuestion, TodayTasks } from '../contract/today-tasks'
import { ROUTES } from '../src/routes'
import { byId, fieldById } from './support/account-flows'
import { apiAs } from './support/api-client'
import { launchBrowser, openPhone, PHONE, signedInStorage, SMALL_PHONE, spilledButtons } from './support/browser'
import { layoutProblems, resizeTo, smallTapTargets } from './support/checks'
import { seedMistake, seedStudent } from './support/seed'
import { e2eState } from './support/state'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/retest')
const DESKTOP = { width: 1280, height: 800 }
const SHOT_LANGS = new Set(['en', 'fr', 'zh-Hans'])

/** The root of "Solve ax ± b = c", worked out here (not by the app). */
function linearRoot(question: string): number {
  const m = /^Solve (\d+)x ([+-]) (\d+) = (-?\d+)$/.exec(question)
  if (!m) throw new Error(`not a linear exercise: ${question}`)
  return (Number(m[4]) - (m[2] === '+' ? Number(m[3]) : -Number(m[3]))) / Number(m[1])
}

/** Everything a student would see as broken, and controls too small for a finger, on the card. */
async function cardProblems(page: Page) {
  const small = (await smallTapTargets(page)).filter((s) => /retest|check|vérifier|comprobar|批改|answer|solution|solución|答案|terminé|hecho|完成|done/i.test(s))
  return { layout: await layoutProblems(page), spilled: await spilledButtons(page), small }
}

/**
 * The learning loop's re-test in Chromium: the Today card opens the re-test with the tutor (its
 * own page in the tutor subpackage); the student takes a hint from the ladder, types a wrong
 * answer (checked: "not right yet", the schedule untouched), then the right one (checked: right,
 * with help, and it says when it comes back), in every language, at 375 and 320 px and on a desktop.
 */
describe('re-tests answered with the tutor in Chromium', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
    fs.mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(() => browser.close())

  for (const lang of LANGS) {
    it(`${lang}: wrong, then right, then scheduled`, async () => {
      const { token, userId } = await seedStudent(dataDir)
      const mistakeId = await seedMistake(dataDir, userId, 'Solve 3x + 5 = 20')
      const { page, context, errors } = await openPhone(browser, lang, signedInStorage(token, lang))
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone).catch(() => 'UTC')
      const api = apiAs(baseUrl, token, zone)
      await page.goto(`${baseUrl}/#/${ROUTES.todayTasks.path}`)
      // The Today card: the question as plain text, and a way to answer it with the tutor.
      expect(await byId(page, 'retest-original').innerText()).toBe('Solve 3x + 5 = 20')
      await byId(page, 'retest-start').click()
      await page.waitForURL(new RegExp(`#/${ROUTES.retest.path}\\?mistake_id=${mistakeId}`))
      await byId(page, 'retest-similar').waitFor()
      // The exercise the page shows (the server gives the same one while the re-test is open).
      const shown = (await api.post<SimilarQuestion>(PATHS.todayTasks.similarQuestion, { mistake_id: mistakeId })).data
      expect(shown).toMatchObject({ source: 'engine', checkable: true, help: [] })
      expect(shown.question).not.toBe('Solve 3x + 5 = 20')
      const x = linearRoot(shown.question)

      // A hint from the tutor's ladder, recorded by the server: the right answer will count "with help".
      await byId(page, 'retest-help-hint').click()
      await byId(page, 'retest-help-text-hint').waitFor()
      expect(await byId(page, 'retest-help-hint').getAttribute('aria-pressed')).toBe('true')
      expect((await api.post<SimilarQuestion>(PATHS.todayTasks.similarQuestion, { mistake_id: mistakeId })).data.help).toEqual(['hint'])

      await fieldById(page, 'retest-input').fill(`x = ${x + 1}`)
      await byId(page, 'retest-check').click()
      await page.waitForSelector('[data-testid="retest-verdict"][data-verdict="wrong"]')
      expect(await byId(page, 'retest-verdict').innerText()).toContain('2')
      // Not graded yet: still due today.
      expect((await api.get<TodayTasks>(PATHS.todayTasks.list)).data.retests.map((r) => r.mistake_id)).toContain(mistakeId)
      for (const [name, size] of [['375', PHONE], ['320', SMALL_PHONE]] as const) {
        await resizeTo(page, size)
        if (SHOT_LANGS.has(lang)) await page.screenshot({ path: path.join(SHOTS, `${lang}-wrong-${name}.png`), fullPage: true })
        expect(await cardProblems(page)).toEqual({ layout: [], spilled: [], small: [] })
      }

      await resizeTo(page, PHONE)
      await fieldById(page, 'retest-input').fill(String(x))
      await byId(page, 'retest-check').click()
      await page.waitForSelector('[data-testid="retest-verdict"][data-verdict="right"]')
      await byId(page, 'retest-solution').waitFor()
      // Right after a hint and a wrong try ("with help"): it comes back in a few days, and the server says so too.
      const next = await byId(page, 'retest-next').innerText()
      const list = (await api.get<TodayTasks>(PATHS.todayTasks.list)).data
      expect(list.retests.map((r) => r.mistake_id)).not.toContain(mistakeId)
      expect(next).toMatch(/\d/)
      for (const [name, size] of [['375', PHONE], ['320', SMALL_PHONE], ['desktop', DESKTOP]] as const) {
        await resizeTo(page, size)
        if (SHOT_LANGS.has(lang)) await page.screenshot({ path: path.join(SHOTS, `${lang}-right-${name}.png`), fullPage: true })
        expect(await cardProblems(page)).toEqual({ layout: [], spilled: [], small: [] })
      }
      await resizeTo(page, PHONE)
      if (lang === 'en') {
        // "Talk it through": a tutor conversation opens with the exercise as the student's first message.
        await byId(page, 'retest-discuss').click()
        await page.waitForURL(new RegExp(`#/${ROUTES.chat.path}`))
        await page.locator('[data-testid="question"]', { hasText: shown.question }).first().waitFor()
        await page.goBack()
      }
      await byId(page, 'retest-done').click()
      await page.waitForURL(new RegExp(`#/${ROUTES.todayTasks.path}`))
      await byId(page, 'today-progress').waitFor()
      await page.waitForFunction(() => !document.querySelector('[data-testid="retest-card"]'))
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
