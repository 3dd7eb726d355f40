import type { NavMetrics, Platform } from './platform-types'

export const PLATFORM: Platform = 'h5'

/**
 * The browser downloads a page's module only when its route opens, so a page may start fetching
 * its content's code as soon as its module runs (components/page/definePage.tsx).
 */
export const PAGE_MODULES_ON_DEMAND: boolean = true

/**
 * A length of the navigation bar as CSS: in the browser, in design px turned into rem like every
 * stylesheet length (config: baseFontSize 37.5), so the bar scales with the text inside it.
 */
export const navLength = (px: number): string => `${px / 37.5}rem`

/** In a browser the status bar is outside the page; the notch is handled by CSS safe-area insets. */
export function navMetrics(): NavMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, capsuleSpace: 0 }
}

/**
 * The layout viewport's width in px: what Taro.getWindowInfo().windowWidth answers in a browser,
 * without Taro's device-info module (it brings platform.js, 16 KB, which parses the user agent
 * when it loads: a chunk of its own on the schedule's first load).
 */
export const windowWidth = (): number => document.documentElement.clientWidth

export function deviceLanguage(): string {
  return typeof navigator !== 'undefined' ? navigator.language : 'en'
}

export { deviceTimeZone, knownTimeZone } from './time-zone'
