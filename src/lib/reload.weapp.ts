import Taro from '@tarojs/taro'

/** Re-opens the current page: the way out of a page that failed to load. */
export function reloadPage() {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page?.route) return
  const query = Object.entries(page.options ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  void Taro.reLaunch({ url: `/${page.route}${query ? `?${query}` : ''}` })
}
