import type { Lang } from '@contract/common'
import type { SandboxCheckout } from '../../providers/pay'
import { textsIn } from '../../i18n/translate'
import { localDateTimeText } from '../../lib/time'
import { formatFen } from '../notifications'

/** The page's words: locales/<lang>/order.json, `checkout.<key>`. */
type Key = 'title' | 'banner' | 'pay' | 'paid' | 'closed' | 'refunded' | 'unknown' | 'back' | 'expires' | 'failed'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

const STYLE = `body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.banner{background:#fff4e5;color:#8a5300;border-radius:10px;padding:10px 12px;font-size:14px}
.card{background:#fff;border-radius:16px;padding:24px;margin-top:16px;text-align:center}
.amount{font-size:36px;font-weight:700;margin:8px 0}
.muted{color:#8a8f99;font-size:13px}
button,a.button{display:block;width:100%;box-sizing:border-box;margin-top:20px;padding:14px;border:0;border-radius:24px;background:#FF2E2E;color:#fff;font-size:17px;text-align:center;text-decoration:none}
.state{margin-top:16px;font-weight:600}`

export interface CheckoutView {
  lang: Lang
  checkout: SandboxCheckout | null
  /** What is bought, in `lang` (else the provider's description). */
  item?: string | null
  returnUrl: string | null
  failed?: boolean
}

/** The sandbox checkout: a small server-rendered page, so it opens on any phone that scans the QR. */
export function checkoutPage({ lang, checkout, item, returnUrl, failed }: CheckoutView): string {
  const say = textsIn(lang, 'order')
  // Escaped after filling in: the page is HTML.
  const t = (k: Key, p?: Record<string, string>) => escape(say(`checkout.${k}`, p))
  const back = returnUrl ? `<a class="button" href="${escape(returnUrl)}" data-testid="sandbox-back">${t('back')}</a>` : ''
  let content: string
  if (!checkout) {
    content = `<p class="state">${t('unknown')}</p>`
  } else {
    const head = `<p data-testid="sandbox-item">${escape(item ?? checkout.description)}</p><p class="amount" data-testid="sandbox-amount">${escape(formatFen(checkout.amountFen))}</p>`
    const state = checkout.tradeState
    if (state === 'NOTPAY') {
      const time = localDateTimeText(checkout.expiresAt, 'UTC')
      content = `${head}<p class="muted">${t('expires', { time })}</p>${failed ? `<p class="state">${t('failed')}</p>` : ''}
<form method="post"><input type="hidden" name="out_trade_no" value="${escape(checkout.outTradeNo)}">
${returnUrl ? `<input type="hidden" name="return_url" value="${escape(returnUrl)}">` : ''}
<input type="hidden" name="lang" value="${escape(lang)}">
<button type="submit" data-testid="sandbox-pay">${t('pay', { amount: formatFen(checkout.amountFen) })}</button></form>`
    } else {
      const key: Key = state === 'SUCCESS' ? 'paid' : state === 'REFUND' ? 'refunded' : 'closed'
      content = `${head}<p class="state" data-testid="sandbox-state">${t(key)}</p>${back}`
    }
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('title')}</title><style>${STYLE}</style></head>
<body><main><div class="banner">${t('banner')}</div><div class="card">${content}</div></main></body></html>`
}
