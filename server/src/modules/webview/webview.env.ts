import { Type } from '@sinclair/typebox'

export const webviewEnv = {
  /**
   * What the in-app web view may open: comma-separated https URL prefixes, e.g.
   * `https://mp.weixin.qq.com/,https://www.example.com/help/`. Anything else is refused.
   */
  WEBVIEW_ALLOWED_URLS: Type.String({ default: '' }),
}

/** The prefixes, or the problems with them. */
export function parseAllowList(value: string): { prefixes: URL[]; problems: string[] } {
  const prefixes: URL[] = []
  const problems: string[] = []
  for (const raw of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      // Expected: configuration text: reported as a problem at start.
      problems.push(`WEBVIEW_ALLOWED_URLS: "${raw}" is not a URL`)
      continue
    }
    if (url.protocol !== 'https:') problems.push(`WEBVIEW_ALLOWED_URLS: "${raw}" must be https`)
    else if (url.search || url.hash || url.username || url.password) problems.push(`WEBVIEW_ALLOWED_URLS: "${raw}" must be an origin and path only`)
    else prefixes.push(url)
  }
  return { prefixes, problems }
}
