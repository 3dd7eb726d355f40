import fs from 'node:fs'
import path from 'node:path'
import { MAX_LAYOUT_WIDTH } from '../constants'
import { ROOT_FONT_MESSAGE, rootFontSizeFor, startViewport } from '../viewport'

describe('root font size (spec §9)', () => {
  it('is the viewport width / 10, capped at the 430 px phone-width column', () => {
    expect(rootFontSizeFor(375)).toBe(37.5)
    expect(rootFontSizeFor(320)).toBe(32)
    expect(rootFontSizeFor(430)).toBe(43)
    expect(rootFontSizeFor(1280)).toBe(43)
  })

  it('tells an embedding frame every time it changes, and only then', () => {
    const posted: unknown[] = []
    let width = 375
    const doc = { documentElement: { style: {} as Record<string, string>, getBoundingClientRect: () => ({ width }) } }
    const listeners: Record<string, () => void> = {}
    const parent = { postMessage: (m: unknown) => posted.push(m) }
    const win = {
      document: doc,
      innerWidth: width,
      parent,
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      removeEventListener: jest.fn(),
    } as unknown as Window
    const stop = startViewport(win)
    expect(doc.documentElement.style.fontSize).toBe('37.5px')
    expect(posted).toEqual([{ type: ROOT_FONT_MESSAGE, fontSize: 37.5 }])
    listeners.resize()
    expect(posted).toHaveLength(1)
    width = 414
    listeners.resize()
    expect(doc.documentElement.style.fontSize).toBe('41.4px')
    expect(posted[1]).toEqual({ type: ROOT_FONT_MESSAGE, fontSize: 41.4 })
    stop()
  })

  it('posts nothing when not inside a frame', () => {
    const post = jest.fn()
    window.parent.postMessage = post
    const stop = startViewport(window)
    expect(post).not.toHaveBeenCalled()
    stop()
  })
})

describe('the first paint (src/index.html)', () => {
  // app.css is drawn before any script runs; if the page's own CSS root size disagreed with
  // rootFontSizeFor, the whole page would jump once the app starts (a layout shift).
  it('sets the same root font size in CSS as the app sets later', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../index.html'), 'utf8')
    expect(html).toContain(`html { font-size: ${rootFontSizeFor(375)}px; font-size: min(10vw, ${MAX_LAYOUT_WIDTH / 10}px); }`)
  })
})
