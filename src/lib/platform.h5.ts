import type { NavMetrics, Platform } from './platform-types'

export const PLATFORM: Platform = 'h5'

/**
 * A length of the navigation bar as CSS: in the browser, in design px turned into rem like every
 * stylesheet length (config: baseFontSize 37.5), so the bar scales with the text inside it.
 */
export const navLength = (px: number): string => `${px / 37.5}rem`

/** In a browser the status bar is outside the page; the notch is handled by CSS safe-area insets. */
export function navMetrics(): NavMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, capsuleSpace: 0 }
}

export function deviceLanguage(): string {
  return typeof navigator !== 'undefined' ? navigator.language : 'en'
}

/** The device's IANA time zone; where Intl cannot tell, a fixed-offset zone with the same offset. */
export function deviceTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (zone) return zone
  } catch {
    // no Intl time zone support on this engine
  }
  const hours = -new Date().getTimezoneOffset() / 60
  // Etc/GMT signs are inverted: Etc/GMT-8 is UTC+8.
  return Number.isInteger(hours) ? `Etc/GMT${hours >= 0 ? '-' : '+'}${Math.abs(hours)}` : 'UTC'
}
