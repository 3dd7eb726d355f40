import { Type } from '@sinclair/typebox'
import { Lang } from '@contract/common'
import { PATHS } from '@contract/paths'
import { planName } from '../vip'
import { appName } from './order.service'
import { PayError } from '../../providers/pay'
import type { App } from '../../types'
import { deliverSandboxNotification } from './sandbox-delivery'
import { checkoutPage } from './sandbox-page'
import { findOrderPlan } from './order.repository'

const Query = Type.Object({
  out_trade_no: Type.String({ minLength: 6, maxLength: 32 }),
  return_url: Type.Optional(Type.String({ maxLength: 500 })),
  /** The app's language (its own checkout link says it); otherwise the browser's. */
  lang: Type.Optional(Lang),
})

/** Only a path on this site: the page must not send a payer to somebody else's. */
const safeReturn = (url: string | undefined): string | null =>
  url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : null

// Inline styles only; forms post back here; the app may show it in its own frame.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'"

/**
 * The sandbox's checkout page (PAY_PROVIDER=sandbox only). Public: whoever holds the QR pays, as
 * with WeChat Pay. "Pay" makes the sandbox sign a TRANSACTION.SUCCESS notification and posts it
 * to our notify route, so the order is settled by exactly the code a real payment goes through.
 */
export default async function sandboxCheckoutRoutes(app: App) {
  const pay = app.pay
  if (pay.name !== 'sandbox') return
  if (app.config.NODE_ENV === 'production') {
    app.log.warn('PAY_PROVIDER=sandbox in production: payments are simulated and free')
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  /** What is bought, in the reader's language (the provider keeps the Chinese text WeChat Pay shows). */
  const itemOf = async (outTradeNo: string, lang: Lang) => {
    const order = await findOrderPlan(app.db, outTradeNo)
    return order ? `${appName(lang)} · ${planName({ id: order.plan_id, days: order.plan_days, questions: order.plan_questions }, lang)}` : null
  }

  app.get(PATHS.pay.sandboxCheckout, { config: { auth: 'public', document: true }, schema: { querystring: Query } }, async (req, reply) => {
    const lang = req.query.lang ?? req.lang
    const html = checkoutPage({
      lang,
      checkout: await pay.getCheckout(req.query.out_trade_no),
      item: await itemOf(req.query.out_trade_no, lang),
      returnUrl: safeReturn(req.query.return_url),
    })
    return reply.header('Content-Security-Policy', CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html)
  })

  app.post(PATHS.pay.sandboxCheckout, { config: { auth: 'public', document: true }, schema: { body: Query } }, async (req, reply) => {
    const { out_trade_no: outTradeNo, return_url: returnUrl } = req.body
    const lang = req.body.lang ?? req.lang
    let failed = false
    try {
      await deliverSandboxNotification(app, await pay.createPaidNotification(outTradeNo))
    } catch (err) {
      // Closed or expired: the page says so; anything else is ours to look at.
      if (!(err instanceof PayError)) req.log.error({ err, outTradeNo }, 'sandbox payment failed')
      failed = true
    }
    if (failed) {
      const html = checkoutPage({ lang, checkout: await pay.getCheckout(outTradeNo), item: await itemOf(outTradeNo, lang), returnUrl: safeReturn(returnUrl), failed })
      return reply.header('Content-Security-Policy', CSP).type('text/html; charset=utf-8').send(html)
    }
    const query = new URLSearchParams({ out_trade_no: outTradeNo, ...(safeReturn(returnUrl) ? { return_url: returnUrl! } : {}), lang })
    return reply.redirect(`${PATHS.pay.sandboxCheckout}?${query}`, 303)
  })
}
