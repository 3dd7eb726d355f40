import Taro from '@tarojs/taro'
import { ROUTES, routeByPath } from '@/routes'
import { NAVIGATION_THROTTLE_MS } from './constants'
import { session } from './session-bridge'
import { throttleLeading } from './throttle'

import { appendQuery, type Query } from './url'

export type { Query }

/** A page URL: `/path?query` (Taro wants the leading slash). */
export function buildUrl(path: string, query: Query = {}): string {
  return appendQuery(path.startsWith('/') ? path : `/${path}`, query)
}

// Parameters the frameworks add to a page's query; they are not part of the route.
const FRAMEWORK_PARAMS = new Set(['stamp', '$taroTimestamp'])

/** The current page as `/path?query`, or '' before any page exists. */
export function currentUrl(): string {
  const router = Taro.getCurrentInstance().router
  if (!router?.path) return ''
  const query: Query = {}
  for (const [key, value] of Object.entries(router.params ?? {})) {
    if (!FRAMEWORK_PARAMS.has(key)) query[key] = value === undefined ? undefined : decodeURIComponent(String(value))
  }
  return buildUrl(router.path.split('?')[0], query)
}

export const isTabPath = (path: string) => routeByPath(path)?.tab !== undefined

/** Opens the login entry, remembering where to come back; at most once per 5 s (spec §9). */
export const toLogin = throttleLeading((options: { redirect?: string; inviteDialog?: boolean } = {}) => {
  const here = options.redirect ?? currentUrl()
  const isLoginPage = (url: string) => /\/pages\/(access\/login|login\/)/.test(url)
  const url = buildUrl(session.loginEntry(), {
    redirect: here && !isLoginPage(here) ? here : undefined,
    invite: options.inviteDialog ? 1 : undefined,
  })
  void Taro.reLaunch({ url })
}, NAVIGATION_THROTTLE_MS)

/** The quota / no-access explanation page; at most once per 5 s. */
export const toNoAccess = throttleLeading(() => {
  void Taro.navigateTo({ url: buildUrl(ROUTES.requestUsage.path) })
}, NAVIGATION_THROTTLE_MS)

/**
 * Opens a page; a page that needs login sends a signed-out student to login first, and login
 * brings them back (see returnAfterLogin).
 */
export function go(path: string, query: Query = {}, mode: 'navigate' | 'redirect' = 'navigate') {
  const url = buildUrl(path, query)
  if (routeByPath(path)?.needLogin && !session.isLoggedIn()) {
    toLogin({ redirect: url })
    return
  }
  if (isTabPath(path)) void Taro.switchTab({ url: buildUrl(path) })
  else if (mode === 'redirect') void Taro.redirectTo({ url })
  else void Taro.navigateTo({ url })
}

/** After a successful login: back to the page that asked for it, else home. */
export function returnAfterLogin(redirect?: string | null) {
  const target = redirect ? decodeURIComponent(redirect) : ''
  const route = target ? routeByPath(target) : undefined
  if (!route || /^pages\/(access\/login|login\/)/.test(route.path)) {
    void Taro.reLaunch({ url: buildUrl(ROUTES.canvas.path) })
  } else if (route.tab !== undefined) {
    void Taro.reLaunch({ url: buildUrl(route.path) })
  } else {
    void Taro.reLaunch({ url: target.startsWith('/') ? target : `/${target}` })
  }
}

export function back() {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.reLaunch({ url: buildUrl(ROUTES.canvas.path) })
}
