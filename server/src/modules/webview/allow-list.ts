import { parseAllowList } from './webview.env'

/**
 * True when `url` starts with one of the prefixes: same scheme, host and port, and a path that
 * continues the prefix at a segment boundary (`/help/` allows `/help/a`, never `/helpdesk`).
 */
export function isAllowed(url: URL, prefixes: URL[]): boolean {
  if (url.username || url.password) return false
  return prefixes.some((p) => {
    if (url.origin !== p.origin) return false
    const base = p.pathname.endsWith('/') ? p.pathname : `${p.pathname}/`
    return url.pathname === p.pathname || url.pathname.startsWith(base)
  })
}

let cache: { text: string; prefixes: URL[] } | null = null

export function allowList(config: { WEBVIEW_ALLOWED_URLS: string }): URL[] {
  if (cache?.text !== config.WEBVIEW_ALLOWED_URLS) {
    cache = { text: config.WEBVIEW_ALLOWED_URLS, prefixes: parseAllowList(config.WEBVIEW_ALLOWED_URLS).prefixes }
  }
  return cache.prefixes
}
