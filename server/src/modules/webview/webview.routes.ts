import { PATHS } from '@contract/paths'
import { ROUTES } from '@contract/routes'
import { ok } from '../../lib/envelope'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { allowList, isAllowed } from './allow-list'

/**
 * Whether the web-view page may open a URL: one of WEBVIEW_ALLOWED_URLS, or (with the sandbox
 * payment provider) our own sandbox checkout, which the mini-program opens in its web view.
 */
export default async function webviewRoutes(app: App) {
  defineRoute(app, ROUTES.resource.webviewCheck, { config: { auth: 'public' } }, async (req) => {
    const origin = `${req.protocol}://${req.host}`
    let url: URL
    try {
      url = new URL(req.query.url, origin)
    } catch {
      // Expected: the client's URL: one we cannot parse is simply not allowed.
      return ok({ allowed: false, url: req.query.url })
    }
    const ownSandbox =
      app.pay.name === 'sandbox' && url.origin === new URL(origin).origin && url.pathname === PATHS.pay.sandboxCheckout
    const allowed = (url.protocol === 'https:' && isAllowed(url, allowList(app.config))) || ownSandbox
    return ok({ allowed, url: url.toString() })
  })
}
