import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { settled } from './checks'
import { serverLog } from './state'

export const SHOTS = path.resolve(__dirname, '../artifacts/screenshots/accounts')

let phoneCounter = 0

/** A fresh mainland number for each journey. */
export function newPhone(): string {
  phoneCounter += 1
  return `137${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

/** The code the console SMS provider printed for `national` (the log masks the middle digits). */
export async function smsCodeFor(national: string, after = 0): Promise<string> {
  const pattern = new RegExp(`SMS code for \\+86${national.slice(0, 3)}\\*+${national.slice(-4)}: (\\d{6})`, 'g')
  // A deadline, not a speed: on a loaded machine the log line can take seconds to appear.
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const found = [...serverLog().matchAll(pattern)]
    if (found.length > after) return found[found.length - 1][1]
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no SMS code for ${national} in the server log`)
}

export const countCodes = (national: string) =>
  [...serverLog().matchAll(new RegExp(`SMS code for \\+86${national.slice(0, 3)}\\*+${national.slice(-4)}:`, 'g'))].length

export const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`).first()

/** The native field a student types into: Taro's Input is that <input> itself on H5, or inside the element with the id. */
export const fieldById = (page: Page, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first()

export async function fill(page: Page, id: string, value: string) {
  await fieldById(page, id).fill(value)
}

export async function tap(page: Page, id: string) {
  await byId(page, id).click()
}

export const onRoute = (page: Page, route: string) => page.waitForSelector(`[data-route="${route}"]`)

export async function shot(page: Page, lang: string, name: string) {
  fs.mkdirSync(path.join(SHOTS, lang), { recursive: true })
  // What is moving (a toast fading in, a sheet sliding) comes to rest first.
  await settled(page)
  await page.screenshot({ path: path.join(SHOTS, lang, `${name}.png`) })
}

/** The token the app keeps in Taro storage (zustand persist), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('user')
    if (!raw) return null
    const state = JSON.parse(JSON.parse(raw).data).state as { token: string | null }
    return state.token
  })
}

/** Ticks "I agree to the user agreement and privacy policy" on the page in view (unless it is ticked). */
export async function agree(page: Page) {
  const box = page.locator('[data-testid="agree-check"]:visible').first()
  if ((await box.getAttribute('aria-checked')) !== 'true') await box.click()
}
