import type { NavMetrics } from './platform-types'

export const PLATFORM = 'h5' as const

/** In a browser the status bar is outside the page; the notch is handled by CSS safe-area insets. */
export function navMetrics(): NavMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, capsuleSpace: 0 }
}

export function deviceLanguage(): string {
  return typeof navigator !== 'undefined' ? navigator.language : 'en'
}
