import { PATHS } from '@contract/paths'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { settleRefund } from './refund'
import { settlePayment } from './settle'

// WeChat Pay's notifications are a few kilobytes; anything larger is not one.
const NOTIFY_BODY_LIMIT = 64 * 1024

/**
 * The payment provider's notifications. The body must reach the signature check byte for byte,
 * so this plugin reads JSON as a raw buffer (the rest of the API keeps parsing it). A bad
 * signature answers 400 and a database failure 500: WeChat Pay then sends it again. A duplicate
 * verifies again and changes nothing. 204 (no body) is WeChat Pay's "received".
 */
export default async function notifyRoutes(app: App) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  )

  app.post(PATHS.pay.notify, { config: { auth: 'public' } }, async (request, reply) => {
    // Anything but JSON is not a notification: the API's 415 envelope, like every other route.
    if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
    const n = await app.pay.verifyNotification(request.body, request.headers)
    if (n.kind === 'payment') {
      const outcome = await settlePayment(app, {
        outTradeNo: n.outTradeNo,
        tradeState: n.tradeState,
        transactionId: n.transactionId,
        totalFen: n.totalFen,
        currency: n.currency,
        successTime: n.successTime,
      })
      request.log.info({ notificationId: n.notificationId, outTradeNo: n.outTradeNo, outcome }, 'payment notification')
    } else {
      const outcome = await settleRefund(app, { outRefundNo: n.outRefundNo, status: n.refundStatus })
      request.log.info({ notificationId: n.notificationId, outRefundNo: n.outRefundNo, outcome }, 'refund notification')
    }
    return reply.code(204).send()
  })
}
