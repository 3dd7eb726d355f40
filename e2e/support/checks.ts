import fs from 'node:fs'
import type { Page } from 'playwright-core'

/**
 * What a student would see as broken on a screen, measured in the page itself:
 * - `wide`: an element running past the left or right edge of the screen (not inside something
 *   that scrolls sideways, where that is the point);
 * - `cut`: text cut off by its own box or by an ancestor that hides overflow, without an ellipsis
 *   saying so (an ellipsis is a choice; a half letter is not).
 * Each finding is `kind: label` (the text, aria-label or class of the element).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // Judged once the screen stops moving: a page mid-slide is partly off the screen by design.
  await settled(page)
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found = new Set<string>()
    const label = (el: Element) =>
      ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.getAttribute('class') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60)
    const visible = (el: Element) => {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
      const rect = el.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0
    }
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el?.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true
      }
      return false
    }
    const hidden = (el: Element | null): boolean => {
      for (let node = el; node; node = node.parentElement) if (node.getAttribute('aria-hidden') === 'true') return true
      return false
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (hidden(el) || !visible(el)) continue
      const rect = el.getBoundingClientRect()
      // A fixed layer slid off-screen on purpose (a closed drawer) is not on the screen at all.
      if (rect.right <= 0 || rect.left >= width) continue
      if ((rect.right > width + 1 || rect.left < -1) && !scrollsSideways(el)) found.add(`wide: ${label(el)}`)
      const textNodes = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (textNodes.length === 0) continue
      const style = getComputedStyle(el)
      if (style.textOverflow === 'ellipsis') continue
      // The text's own extent, against every ancestor (itself included) that clips what overflows it.
      const range = document.createRange()
      range.selectNodeContents(el)
      const text = range.getBoundingClientRect()
      // The screen's edge clips too: a label half a pixel past it has lost part of a letter.
      if ((text.left < -0.5 || text.right > width + 0.5) && !scrollsSideways(el)) found.add(`cut: ${label(el)}`)
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if (overflow === 'visible') continue
        if (overflow === 'auto' || overflow === 'scroll') break
        const box = node.getBoundingClientRect()
        if (text.right > box.right + 1 || text.left < box.left - 1) found.add(`cut: ${label(el)}`)
        break
      }
    }
    return [...found]
  })
}

/**
 * Text squeezed into a column so narrow that it shows one word a line (three words or more):
 * what a student sees when a label is pressed against buttons beside it. Returns the texts.
 */
export function squeezedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const words = text.split(/\s+/).length
      if (words < 3 || !node.parentElement?.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
      if (lines.size >= words) found.add(text.slice(0, 60))
    }
    return [...found]
  })
}

/**
 * Drawn icons (SVG images) whose every stroke and fill is the colour of the background they sit
 * on: an icon the student cannot see. Returns the icons' addresses (cut short).
 */
export function invisibleIcons(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hex = (css: string) => {
      const m = css.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/)
      if (!m || m[4] === '0') return null
      return `#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`
    }
    const backdrop = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const colour = hex(getComputedStyle(node).backgroundColor)
        if (colour) return colour
      }
      return '#ffffff'
    }
    const found: string[] = []
    for (const img of document.querySelectorAll<HTMLImageElement>('img')) {
      if (!img.checkVisibility() || !img.currentSrc) continue
      const svg = await fetch(img.currentSrc).then((r) => r.text(), () => '')
      if (!svg.includes('<svg')) continue
      const colours = [...svg.matchAll(/(?:stroke|fill)="(#[0-9a-fA-F]{3,6})"/g)].map((m) => m[1].toLowerCase())
      const long = colours.map((c) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c))
      const behind = backdrop(img.parentElement)
      if (long.length > 0 && long.every((c) => c === behind)) found.push(img.currentSrc.slice(0, 60))
    }
    return found
  })
}

/**
 * Empty inputs whose placeholder is wider than the box it is typed in (a student sees half a hint):
 * the placeholder's width in the input's own font, measured on a canvas, against the content box.
 */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!
    const found: string[] = []
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      const rect = el.getBoundingClientRect()
      if (el.value || !el.placeholder || rect.width === 0 || el.tagName === 'TEXTAREA') continue
      const style = getComputedStyle(el)
      canvas.font = style.font
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (canvas.measureText(el.placeholder).width > room + 1) found.push(`cut placeholder: ${el.placeholder}`)
    }
    return found
  })
}

/**
 * Controls smaller than 44 × 44 px where a finger lands: buttons, tabs, checkboxes, switches and
 * links that stand alone (a link inside a sentence is exempt, as WCAG 2.5.5 says). A box of
 * 44 × 44 passes; a smaller box passes when the finger still hits it 22 px around its centre (a
 * pseudo-element may give it a larger area than its box).
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], .taro-button-core, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="link"], input[type="checkbox"]'
    const small: string[] = []
    const width = document.documentElement.clientWidth
    const height = document.documentElement.clientHeight
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]')) continue
      if (el.getAttribute('aria-disabled') === 'true' && el.closest('[inert]')) continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      // Off the screen (below the fold, scrolled away): measured when it is scrolled to, not here.
      if (rect.bottom < 0 || rect.top > height || rect.right < 0 || rect.left > width) continue
      const inline = style.display === 'inline' && (el.parentElement?.innerText.trim().length ?? 0) > (el.innerText.trim().length + 2)
      if (inline) continue
      if (rect.width >= 43.5 && rect.height >= 43.5) continue
      const cx = rect.left + rect.width / 2
      const cy = rect.top + rect.height / 2
      const hits = (x: number, y: number) => {
        // At the screen's edge there is nothing to hit beyond it: the edge counts as the control's.
        if (x < 0 || y < 0 || x >= width || y >= height) return true
        const at = document.elementFromPoint(x, y)
        return at !== null && (at === el || el.contains(at))
      }
      const ok = hits(cx - 21.5, cy) && hits(cx + 21.5, cy) && hits(cx, cy - 21.5) && hits(cx, cy + 21.5)
      if (!ok) {
        const name = (el.getAttribute('aria-label') || el.innerText || el.getAttribute('data-testid') || el.className).toString().trim().replace(/\s+/g, ' ').slice(0, 40)
        small.push(`${name} (${Math.round(rect.width)}×${Math.round(rect.height)})`)
      }
    }
    return small
  })
}

let axeSource: string | null = null

export interface AxeFinding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/**
 * Waits until the screen has settled: a page sliding in or a dialog fading in is, for a moment,
 * partly off the screen or text at half opacity (findings that depend on how fast the machine
 * is). Endless animations (spinners) are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    // A transition starts a frame after its class changes: look again until none is running.
    for (let round = 0; round < 20; round++) {
      await frame()
      await frame()
      const running = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity && a.playState === 'running')
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}

/** axe-core (from npm, injected into the page): the serious and critical violations on screen now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Through the DevTools protocol: the server's CSP (script-src 'self') rightly refuses an
    // inline <script>, and the check must not weaken the policy it runs under.
    const cdp = await page.context().newCDPSession(page)
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: axeSource })
    await cdp.detach()
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`)
  }
  await settled(page)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))
  })
}

/**
 * Counts the page's API calls in flight, so a check can wait until the page has what it asked
 * for (Playwright's `networkidle` waits a fixed half second after the last one instead).
 */
export function trackRequests(page: Page): { idle(timeoutMs?: number): Promise<void> } {
  let inFlight = 0
  const counted = (kind: string) => kind === 'fetch' || kind === 'xhr'
  page.on('request', (r) => {
    if (counted(r.resourceType())) inFlight += 1
  })
  const done = (r: { resourceType(): string }) => {
    if (counted(r.resourceType())) inFlight = Math.max(0, inFlight - 1)
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async idle(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs
      // Two frames with nothing in flight: what arrived has been drawn, and drew no new request.
      for (let quiet = 0; quiet < 2; ) {
        if (Date.now() > until) throw new Error(`requests still in flight after ${timeoutMs} ms`)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
        quiet = inFlight === 0 ? quiet + 1 : 0
      }
    },
  }
}

/** Lets the page lay itself out at a new size (two frames: resize observers, then paint). */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
