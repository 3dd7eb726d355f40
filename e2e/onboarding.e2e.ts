import type { Browser, Page } from 'playwright-core'
import { ROUTES } from '../src/routes'
import { agree, byId, fieldById, fill, newPhone, onRoute, shot, tap } from './support/account-flows'
import { launchBrowser, openPhone, PHONE, signedInStorage, SMALL_PHONE } from './support/browser'
import { layoutProblems, resizeTo } from './support/checks'
import { seedStudent } from './support/seed'
import { e2eState } from './support/state'
import { LANGS, text, type Lang } from './support/strings'

/**
 * How a student outside China finds a school: the English name where the school has one, the
 * full pinyin, the initials, or either Chinese script. The name on the left is what they type.
 */
const SEARCH: Record<Lang, { keyword: string; finds: string }> = {
  en: { keyword: 'Beijing No. 4', finds: '北京市第四中学' },
  fr: { keyword: 'hengshui', finds: '河北衡水中学' },
  es: { keyword: 'bjsz', finds: '北京市第四中学' },
  'zh-Hans': { keyword: '南开', finds: '天津市南开中学' },
  'zh-Hant': { keyword: '南開', finds: '天津市南开中学' },
}

/** The element's box lies inside the viewport (a student sees it without scrolling). */
const inView = async (page: Page, id: string) => {
  const b = (await byId(page, id).boundingBox())!
  const size = page.viewportSize()!
  return b.y >= 0 && b.y + b.height <= size.height && b.x >= 0 && b.x + b.width <= size.width
}

describe('onboarding in every language: the code page and the school step', () => {
  let browser: Browser
  const { baseUrl, dataDir } = e2eState()

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  for (const lang of LANGS) {
    describe(lang, () => {
      it('the resend countdown fits the screen at 375 and 320 px, and cannot be tapped yet', async () => {
        const { page, context, errors } = await openPhone(browser, lang, { lang })
        await page.goto(`${baseUrl}/#/${ROUTES.mobileNumber.path}`)
        await fill(page, 'phone-input', newPhone())
        await agree(page)
        await tap(page, 'get-code')
        await onRoute(page, ROUTES.verification.path)
        const resend = byId(page, 'resend')
        await resend.waitFor()
        expect(await resend.getAttribute('aria-disabled')).toBe('true')
        expect((await resend.innerText()).trim()).toMatch(/\d/)
        for (const size of [PHONE, SMALL_PHONE]) {
          await resizeTo(page, size)
          expect(await inView(page, 'resend')).toBe(true)
          expect(await layoutProblems(page)).toEqual([])
        }
        await shot(page, lang, 'verification-320')
        expect(errors).toEqual([])
        await context.close()
      })

      it('finds the school by what the student types, keeps Next in view, keeps the search on Back', async () => {
        const seeded = await seedStudent(dataDir, { collected: false })
        const { page, context, errors } = await openPhone(browser, lang, signedInStorage(seeded.token, lang))
        await page.goto(`${baseUrl}/#/${ROUTES.collectionSteps.path}`)
        await byId(page, 'school-search').waitFor()
        // A broad word lists many schools: the list scrolls on its own, Next stays on screen.
        await fill(page, 'school-search', lang.startsWith('zh') ? '中学' : 'zhongxue')
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="school-option"]').length >= 10)
        expect(await inView(page, 'collect-next')).toBe(true)

        const { keyword, finds } = SEARCH[lang]
        await fill(page, 'school-search', keyword)
        const option = page.locator('[data-testid="school-option"]', { hasText: finds }).first()
        await option.waitFor()
        // Outside Chinese, the English name where the school has one says which school it is.
        if (lang === 'en') expect(await option.innerText()).toContain('Beijing No. 4 High School')
        await option.click()
        expect(await option.getAttribute('aria-pressed')).toBe('true')
        await shot(page, lang, 'school-found')
        await tap(page, 'collect-next')
        await byId(page, 'grade-10').waitFor()
        await tap(page, 'collect-back')
        expect(await fieldById(page, 'school-search').inputValue()).toBe(keyword)
        expect(await page.locator('[data-testid="school-option"]', { hasText: finds }).first().getAttribute('aria-pressed')).toBe('true')
        expect(await byId(page, 'collect-next').innerText()).toBe(text(lang, 'collect.next'))
        expect(errors).toEqual([])
        await context.close()
      })
    })
  }
})
