import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { launchBrowser, openPhone, signedInStorage, spilledButtons } from './support/browser'
import { settled } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/study-plan')

/** Calls the API as the seeded student, in the browser's own time zone (as the app does). */
function apiFor(baseUrl: string, token: string, zone: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', platform: 'h5', 'x-time-zone': zone },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (await res.json()) as { code: number; data: any }
  }
}

const open = async (page: Page, baseUrl: string, route: string) => {
  await page.goto('about:blank')
  await page.goto(`${baseUrl}/#/${route}`)
  await page.waitForSelector(`[data-route="${route}"] .nav-bar__title`)
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'))
}

/** Tab pages stay mounted (hidden) after a switch: act on the tab bar that is showing. */
const tab = (page: Page, key: string) => page.locator(`[data-testid="tab-${key}"] >> visible=true`).click()

const blockTitles = (page: Page) => page.locator('[data-testid="event-block"] .event-block__title').allInnerTexts()

describe('the study plan, today and exam tactics in Chromium', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
    fs.mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(() => browser.close())

  it('creates an event by hand and by instruction (preview, confirm), undoes and redoes, checks a task off, and plans exam revision', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'en', signedInStorage(token, 'en'))
    await open(page, baseUrl, ROUTES.schedule.path)
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const api = apiFor(baseUrl, token, zone)

    // By hand: the + button, a title, save (the form proposes the next whole hour today).
    await page.click('[data-testid="plan-add"]')
    await page.waitForSelector(`[data-route="${ROUTES.scheduleDetail.path}"] .event-form`)
    await page.locator('.event-form input.form-field__input').first().fill('Chemistry homework')
    await page.click('[data-testid="form-save"]')
    await page.waitForSelector(`[data-route="${ROUTES.schedule.path}"]`)
    await page.waitForFunction(() => [...document.querySelectorAll('.event-block__title')].some((e) => e.textContent?.includes('Chemistry homework')))
    expect(await page.locator('[data-testid="plan-undo"]').getAttribute('aria-disabled')).toBe('false')

    // By instruction: a preview first, nothing changes until it is confirmed.
    await page.locator('input.instruction-bar__input').fill('tomorrow 7pm study maths for an hour')
    await page.click('[data-testid="instruction-send"]')
    const sheet = page.locator('[data-testid="preview-sheet"]')
    await sheet.waitFor()
    expect(await sheet.innerText()).toContain('Study maths')
    expect(await sheet.innerText()).toContain('19:00–20:00')
    await page.screenshot({ path: path.join(SHOTS, 'en-preview.png') })
    const before = (await api('GET', '/api/v1/study-plan/undo-redo-status')).data
    expect(before.undo).toMatchObject({ kind: 'create', title: 'Chemistry homework' })
    await page.click('[data-testid="preview-confirm"]')
    await sheet.waitFor({ state: 'detached' })
    // Tomorrow may be in next week's view.
    const tomorrowIsNextWeek = await page.evaluate(() => new Date().getDay() === 0)
    if (tomorrowIsNextWeek) await page.click('[data-testid="plan-next"]')
    await page.waitForFunction(() => [...document.querySelectorAll('.event-block__title')].some((e) => e.textContent?.includes('Study maths')))
    expect(await page.locator('[data-testid="unread-bar"]').innerText()).toContain('New from the assistant: 1')
    await page.screenshot({ path: path.join(SHOTS, 'en-week.png') })

    // Undo takes the instruction back as one step; redo brings it back.
    await page.click('[data-testid="plan-undo"]')
    await page.waitForFunction(() => ![...document.querySelectorAll('.event-block__title')].some((e) => e.textContent?.includes('Study maths')))
    expect((await api('GET', '/api/v1/study-plan/undo-redo-status')).data).toMatchObject({ can_redo: true, redo: { kind: 'instruction', title: 'Study maths' } })
    await page.click('[data-testid="plan-redo"]')
    await page.waitForFunction(() => [...document.querySelectorAll('.event-block__title')].some((e) => e.textContent?.includes('Study maths')))
    if (tomorrowIsNextWeek) await page.click('[data-testid="plan-prev"]')
    await page.waitForFunction(() => [...document.querySelectorAll('.event-block__title')].some((e) => e.textContent?.includes('Chemistry homework')))
    expect(await blockTitles(page)).toContain('Chemistry homework')

    // Today's tasks: the hand-made event is there; checking it off completes the day.
    await tab(page, 'todayTasks')
    await page.waitForSelector('[data-testid="task-item"]')
    expect(await page.locator('[data-testid="task-item"]').allInnerTexts()).toEqual([expect.stringContaining('Chemistry homework')])
    expect(await page.locator('[data-testid="today-progress"]').innerText()).toBe('0 of 1 done')
    await page.click('[data-testid="task-check"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="today-progress"]')?.textContent === '1 of 1 done')
    // The tick and the count show at once; the streak is the server's, once the tick is in.
    await page.waitForFunction(() => document.querySelector('[data-testid="today-streak"]')?.textContent?.startsWith('1'))
    await page.screenshot({ path: path.join(SHOTS, 'en-today.png') })

    // Exam tactics: an exam ten days ahead shows its countdown, its tactics, and gets revision blocks.
    const examDay = await page.evaluate(() => {
      const d = new Date()
      d.setDate(d.getDate() + 10)
      d.setHours(9, 0, 0, 0)
      return { start: d.toISOString(), end: new Date(d.getTime() + 2 * 3_600_000).toISOString() }
    })
    const created = await api('POST', '/api/v1/study-plan/event/create', { title: 'Maths final', course_id: 2, kind: 'exam', start_at: examDay.start, end_at: examDay.end, all_day: false, rrule: null })
    expect(created.code).toBe(200)
    await tab(page, 'tactics')
    const card = page.locator('[data-testid="exam-card"]').filter({ hasText: 'Maths final' })
    await card.waitFor()
    expect(await card.locator('[data-testid="exam-countdown"]').innerText()).toMatch(/^10\s+days left$/)
    await card.locator('[role="button"]').first().click()
    await card.locator('[data-testid="tactics"]').waitFor()
    expect(await card.innerText()).toContain('Time budget (120 min)')
    await card.locator('[data-testid="schedule-blocks"]').click()
    await sheet.waitFor()
    expect(await sheet.innerText()).toContain('Revise for Maths final')
    expect(await sheet.innerText()).toContain('Mock exam: Maths final')
    await page.screenshot({ path: path.join(SHOTS, 'en-exam-blocks.png') })
    await page.click('[data-testid="preview-confirm"]')
    await card.locator('[data-testid="blocks-added"]').waitFor()
    const status = (await api('GET', '/api/v1/study-plan/undo-redo-status')).data
    expect(status.undo).toMatchObject({ kind: 'exam_blocks', title: expect.stringContaining('Maths final') })
    expect(status.undo.count).toBeGreaterThanOrEqual(5)
    await page.screenshot({ path: path.join(SHOTS, 'en-tactics.png') })
    // Undone from the card in one tap.
    await card.locator('[data-testid="blocks-undo"]').click()
    await card.locator('[data-testid="schedule-blocks"]').waitFor()
    expect((await api('GET', '/api/v1/study-plan/undo-redo-status')).data.redo).toMatchObject({ kind: 'exam_blocks' })

    expect(errors).toEqual([])
    await context.close()
  })

  it('reads and writes the plan in Chinese', async () => {
    const { token } = await seedStudent(dataDir)
    const { page, errors, context } = await openPhone(browser, 'zh-Hans', signedInStorage(token, 'zh-Hans'))
    await open(page, baseUrl, ROUTES.schedule.path)
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const api = apiFor(baseUrl, token, zone)
    const today = await page.evaluate(() => {
      const at = (h: number, m: number) => {
        const d = new Date()
        d.setHours(h, m, 0, 0)
        return d.toISOString()
      }
      return { a: [at(9, 0), at(10, 0)], b: [at(9, 30), at(11, 0)] }
    })
    await api('POST', '/api/v1/study-plan/event/create', { title: '数学课', course_id: 2, kind: 'class', start_at: today.a[0], end_at: today.a[1], all_day: false, rrule: null })
    await api('POST', '/api/v1/study-plan/event/create', { title: '物理复习', course_id: 4, kind: 'study', start_at: today.b[0], end_at: today.b[1], all_day: false, rrule: null })
    await page.reload()
    await page.waitForSelector('[data-testid="event-block"]')
    // Two events at the same time: side by side, both marked as a conflict.
    const labels = await page.locator('[data-testid="event-block"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
    expect(labels.every((l) => l?.includes('与其他日程时间重叠'))).toBe(true)
    // Today opens at the current hour: go back up to the morning for the picture.
    await page.evaluate(() => document.querySelectorAll('.taro_page').forEach((el) => (el.scrollTop = 0)))
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-week.png') })

    await page.locator('input.instruction-bar__input').fill('每个工作日晚上7点背单词半小时')
    await page.click('[data-testid="instruction-send"]')
    const sheet = page.locator('[data-testid="preview-sheet"]')
    await sheet.waitFor()
    expect(await sheet.innerText()).toContain('背单词')
    expect(await sheet.innerText()).toContain('每个工作日')
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-preview.png') })
    await page.click('[data-testid="preview-confirm"]')
    await sheet.waitFor({ state: 'detached' })

    await page.click('[data-testid="view-day"]')
    await page.waitForSelector('[data-testid="view-day"][aria-selected="true"]')
    await settled(page)
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-day.png') })
    await page.locator('[data-testid="event-block"]').first().click()
    await page.waitForSelector('[data-testid="event-view"]')
    expect(await page.locator('[data-testid="event-view"]').innerText()).toContain('数学课')
    // The detail slides in for 300 ms; the picture is of where it comes to rest.
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-detail.png'), animations: 'disabled' })
    // Opened from the day, it slid in; reloaded, it opens the visit and is simply there.
    const detailClass = () => page.locator(`[data-route="${ROUTES.scheduleDetail.path}"]`).getAttribute('class')
    expect(await detailClass()).toContain('page--enter-slide')
    await page.reload()
    await page.waitForSelector('[data-testid="event-view"]')
    expect(await page.locator('[data-testid="event-view"]').innerText()).toContain('数学课')
    expect(await detailClass()).not.toContain('page--enter')

    await open(page, baseUrl, ROUTES.todayTasks.path)
    await page.waitForSelector('[data-testid="task-item"]')
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-today.png') })
    await open(page, baseUrl, ROUTES.tactics.path)
    await page.waitForSelector('.empty-state')
    await page.screenshot({ path: path.join(SHOTS, 'zh-Hans-tactics-empty.png') })
    expect(errors).toEqual([])
    await context.close()
  })

  // The longest labels of the plan are French and Spanish: every one must sit inside its button.
  for (const lang of ['fr', 'es', 'zh-Hant'] as const) {
    it(`shows an event's detail in ${lang} with every label inside its button`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await open(page, baseUrl, ROUTES.schedule.path)
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      const start = new Date(Date.now() + 3600_000)
      const made = await apiFor(baseUrl, token, zone)('POST', '/api/v1/study-plan/event/create', {
        title: 'Chimie / Química',
        course_id: 2,
        kind: 'study',
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 3600_000).toISOString(),
        all_day: false,
        rrule: null,
      })
      expect(made).toMatchObject({ code: 200 })
      await page.goto('about:blank')
      await page.goto(`${baseUrl}/#/${ROUTES.scheduleDetail.path}?event_id=${encodeURIComponent(made.data.event.event_id)}`)
      await page.waitForSelector('[data-testid="event-view"]')
      expect(await page.locator('[data-testid="event-view"]').innerText()).toContain('Chimie / Química')
      await page.screenshot({ path: path.join(SHOTS, `${lang}-detail.png`), animations: 'disabled' })
      expect(await spilledButtons(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  // "Cancel reading": the next one, or the habit? The preview offers both; the student picks.
  const CANCEL_READING: Record<string, string> = { en: 'cancel reading', fr: 'annule la lecture', es: 'cancela la lectura', 'zh-Hans': '取消阅读', 'zh-Hant': '取消閱讀' }
  for (const [lang, text] of Object.entries(CANCEL_READING)) {
    it(`offers both readings of an ambiguous instruction in ${lang}, and applies the one picked`, async () => {
      const { token } = await seedStudent(dataDir)
      const { page, errors, context } = await openPhone(browser, lang, signedInStorage(token, lang))
      await open(page, baseUrl, ROUTES.schedule.path)
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
      const api = apiFor(baseUrl, token, zone)
      const start = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 3600_000)
      const made = await api('POST', '/api/v1/study-plan/event/create', {
        title: 'Reading',
        course_id: null,
        kind: 'study',
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 1800_000).toISOString(),
        all_day: false,
        rrule: 'FREQ=DAILY;COUNT=5',
      })
      expect(made).toMatchObject({ code: 200 })
      await page.locator('input.instruction-bar__input').fill(text)
      await page.click('[data-testid="instruction-send"]')
      const scopes = page.locator('[data-testid="preview-scopes"]')
      await scopes.waitFor()
      expect(await page.locator('[data-testid="preview-scope-occurrence"]').getAttribute('aria-checked')).toBe('true')
      await page.click('[data-testid="preview-scope-series"]')
      expect(await page.locator('[data-testid="preview-scope-series"]').getAttribute('aria-checked')).toBe('true')
      await page.screenshot({ path: path.join(SHOTS, `${lang}-preview-scopes.png`), animations: 'disabled' })
      // Checked at the phone width the journey runs at, before the other widths' screenshots.
      expect(await spilledButtons(page)).toEqual([])
      if (lang === 'fr') {
        for (const [name, size] of [['320x568', { width: 320, height: 568 }], ['desktop', { width: 1280, height: 800 }]] as const) {
          await page.setViewportSize(size)
          await page.screenshot({ path: path.join(SHOTS, `${lang}-preview-scopes-${name}.png`), animations: 'disabled' })
        }
        await page.setViewportSize({ width: 375, height: 812 })
      }
      await page.click('[data-testid="preview-confirm"]')
      await page.locator('[data-testid="preview-sheet"]').waitFor({ state: 'detached' })
      const week = await api('GET', `/api/v1/study-plan/query-event?from=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}`)
      expect(week.data.events.filter((e: { title: string }) => e.title === 'Reading')).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
