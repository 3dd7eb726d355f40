import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium, headless, with everything that would reach the internet turned off.
 * Playwright gives each launch a fresh temporary profile.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export const PHONE = { width: 375, height: 812 }
/** The smallest phone still in use (iPhone SE, first generation). */
export const SMALL_PHONE = { width: 320, height: 568 }

const LOCALE: Record<string, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }

export interface AppPage {
  context: BrowserContext
  page: Page
  /** console errors and uncaught exceptions seen so far */
  errors: string[]
}

/** A phone-sized page in the given language; `storage` seeds Taro storage before the app starts. */
export async function openPhone(browser: Browser, lang: string, storage: Record<string, unknown> = {}): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: LOCALE[lang] ?? lang,
  })
  // Taro keeps storage in localStorage as {"data": value}.
  await context.addInitScript((entries: Record<string, unknown>) => {
    if (!location.protocol.startsWith('http')) return // about:blank has no storage
    for (const [key, value] of Object.entries(entries)) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ data: value }))
    }
  }, storage)
  // A Content-Security-Policy violation fails the journey like any console error: Chromium logs
  // most of them, and this catches the rest (report-only, or blocked before the console exists).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(String(err)))
  return { context, page, errors }
}

/** What zustand's persist writes for the user store, so a page opens signed in. */
export function signedInStorage(token: string, lang: string) {
  return { lang, user: JSON.stringify({ state: { token, info: null }, version: 1 }) }
}

/**
 * Buttons whose label does not fit them (it wraps past a fixed height or runs past the edge):
 * what a student sees as text spilling over a border. Returns the labels.
 */
export function spilledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.taro-button-core, button, [role="button"]')]
      .filter((el) => el.offsetParent !== null && el.clientHeight > 0)
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => (el.innerText || el.getAttribute('aria-label') || el.className).trim()),
  )
}
