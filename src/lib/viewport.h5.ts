import { MAX_LAYOUT_WIDTH } from './constants'

export const ROOT_FONT_MESSAGE = 'root-font-size'

/** Root font size = layout width / 10 (spec §9); the layout never grows past MAX_LAYOUT_WIDTH. */
export function rootFontSizeFor(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_LAYOUT_WIDTH) / 10
}

/**
 * Keeps the root font size in step with the viewport, and tells an embedding frame (the spec's
 * canvas host) every time it changes, so the host can size itself to match.
 */
export function startViewport(win: Window = window): () => void {
  let last = 0
  const apply = () => {
    const el = win.document.documentElement
    const size = rootFontSizeFor(el.getBoundingClientRect().width || win.innerWidth)
    if (!size || size === last) return
    last = size
    el.style.fontSize = `${size}px`
    if (win.parent && win.parent !== win) {
      win.parent.postMessage({ type: ROOT_FONT_MESSAGE, fontSize: size }, '*')
    }
  }
  apply()
  win.addEventListener('resize', apply)
  win.addEventListener('orientationchange', apply)
  return () => {
    win.removeEventListener('resize', apply)
    win.removeEventListener('orientationchange', apply)
  }
}
