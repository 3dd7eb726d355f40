import { buildUrl } from './navigation'
import type { PayChannel, PaymentOutcome, PaymentStart } from './payment-types'

const userAgent = () => (typeof navigator !== 'undefined' ? navigator.userAgent : '')

const isPhone = () =>
  /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(userAgent()) || (typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0)

/**
 * In a phone's browser WeChat Pay's H5 cashier. On a computer, and inside WeChat's own browser
 * (which refuses the H5 cashier; there a long press on the QR pays), a QR code (Native).
 * JSAPI is for the mini-program only.
 */
export function preferredPayChannel(): PayChannel {
  return isPhone() && !/MicroMessenger/i.test(userAgent()) ? 'h5' : 'native'
}

/** The app page to come back to after paying elsewhere, as an absolute same-site URL. */
function returnHere(path: string, query: Record<string, string>): string {
  return `${location.pathname}#${buildUrl(path, query)}`
}

/**
 * Hands the payment over. The sandbox checkout and WeChat's H5 cashier are other pages: the
 * browser leaves the app and comes back to `back` afterwards.
 */
export async function launchPayment(
  payment: PaymentStart,
  back: { path: string; query: Record<string, string> },
): Promise<PaymentOutcome> {
  const target = returnHere(back.path, back.query)
  if (payment.kind === 'sandbox') {
    location.assign(`${payment.checkout_url}&return_url=${encodeURIComponent(target)}`)
    return 'left'
  }
  if (payment.kind === 'h5') {
    const redirect = `${location.origin}${target}`
    location.assign(`${payment.h5_url}&redirect_url=${encodeURIComponent(redirect)}`)
    return 'left'
  }
  // jsapi needs WeChat's in-app bridge, native a page showing the QR: neither is handed over here.
  return 'failed'
}
