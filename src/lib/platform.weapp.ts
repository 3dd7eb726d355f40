import Taro from '@tarojs/taro'
import type { NavMetrics, Platform } from './platform-types'

export const PLATFORM: Platform = 'weapp'

/** WeChat measures its status bar and capsule in real px: the bar matches them exactly. */
export const navLength = (px: number): string => `${px}px`

let cached: NavMetrics | null = null

/**
 * The bar must line up with WeChat's capsule (the "···/close" button): same vertical centre,
 * and the title must stay clear of it on the right.
 */
export function navMetrics(): NavMetrics {
  if (cached) return cached
  const win = Taro.getWindowInfo()
  const statusBarHeight = win.statusBarHeight ?? 20
  try {
    const capsule = Taro.getMenuButtonBoundingClientRect()
    const gap = capsule.top - statusBarHeight
    cached = {
      statusBarHeight,
      navBarHeight: capsule.height + gap * 2,
      capsuleSpace: win.windowWidth - capsule.left,
    }
  } catch {
    cached = { statusBarHeight, navBarHeight: 44, capsuleSpace: 96 }
  }
  return cached
}

export function deviceLanguage(): string {
  return Taro.getAppBaseInfo().language ?? 'zh_CN'
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
