import Taro from '@tarojs/taro'
import { ROUTES } from '@/routes'
import { go } from './navigation'
import type { PayChannel, PaymentOutcome, PaymentStart } from './payment-types'

export function preferredPayChannel(): PayChannel {
  return 'jsapi'
}

/** wx.requestPayment for WeChat Pay; the sandbox checkout opens in the web-view page. */
export async function launchPayment(
  payment: PaymentStart,
  _back: { path: string; query: Record<string, string> },
): Promise<PaymentOutcome> {
  if (payment.kind === 'jsapi') {
    try {
      await Taro.requestPayment({ ...payment.params, signType: 'RSA' })
      return 'paid'
    } catch (err) {
      const msg = (err as { errMsg?: string })?.errMsg ?? ''
      return /cancel/i.test(msg) ? 'cancelled' : 'failed'
    }
  }
  if (payment.kind === 'sandbox') {
    go(ROUTES.webview.path, { url: `${__API_BASE__}${payment.checkout_url}` })
    return 'left'
  }
  return 'failed'
}
