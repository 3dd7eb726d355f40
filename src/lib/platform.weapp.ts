import Taro from '@tarojs/taro'
import type { NavMetrics, Platform } from './platform-types'

export const PLATFORM: Platform = 'weapp'

/**
 * Every page's module runs at launch and dynamic imports are part of the package
 * (config: dynamicImportMode 'eager'): a page's content is imported only when it renders.
 */
export const PAGE_MODULES_ON_DEMAND: boolean = false

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

/** The window's width in px. */
export const windowWidth = (): number => Taro.getWindowInfo().windowWidth

export function deviceLanguage(): string {
  return Taro.getAppBaseInfo().language ?? 'zh_CN'
}

export { deviceTimeZone, knownTimeZone } from './time-zone'
