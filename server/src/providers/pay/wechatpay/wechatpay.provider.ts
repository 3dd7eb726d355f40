import { PayError } from '../pay-error'
import type { PayProvider, PaymentState, RefundState, StartPaymentInput } from '../types'
import { assertOutRefundNo, assertOutTradeNo, validateRefund, validateStartPayment } from '../validate'
import { wechatPayRequest, type WechatPayClientOptions } from './client'
import type { Fields } from './fields'
import { verifyWechatNotification } from './notification'
import { readRefund, readTransaction, type Refund } from './resources'
import { jsapiPaySign, newNonce, unixSeconds } from './signing'
import { wechatTime } from './time'
import type { WechatPayCredentials } from './wechatpay.env'

export interface WechatPayProvider extends PayProvider {
  readonly name: 'wechatpay'
}

export interface WechatPayOptions {
  now?: () => Date
  nonce?: () => string
  fetch?: typeof fetch
}

function mustHave(fields: Fields | null, what: string): Fields {
  if (fields === null) throw new PayError('PAY_RESPONSE_INVALID', `${what}: empty answer`)
  return fields
}

function refundState(r: Refund): RefundState {
  return {
    outTradeNo: r.outTradeNo,
    outRefundNo: r.outRefundNo,
    refundId: r.refundId,
    status: r.status,
    refundFen: r.refundFen,
    totalFen: r.totalFen,
    successTime: r.successTime,
  }
}

/** WeChat Pay API v3 for one merchant and one AppID. */
export function createWechatPayProvider(
  credentials: WechatPayCredentials,
  options: WechatPayOptions = {},
): WechatPayProvider {
  const now = options.now ?? (() => new Date())
  const nonce = options.nonce ?? newNonce
  const client: WechatPayClientOptions = { ...credentials, now, nonce, fetch: options.fetch }
  const { mchid, appid } = credentials

  const verifier = { keys: credentials.platformKeys, apiV3Key: credentials.apiV3Key, mchid, appid, now }

  function checkOurs(f: { mchid: string; appid: string }, what: string): void {
    if (f.mchid !== mchid || f.appid !== appid) {
      throw new PayError('PAY_RESPONSE_INVALID', `${what}: answer is for mchid ${f.mchid} / appid ${f.appid}`)
    }
  }

  return {
    name: 'wechatpay',

    async startPayment(input: StartPaymentInput) {
      validateStartPayment(input, { now: now(), httpsOnly: true })
      const what = `prepay ${input.channel}`
      const answer = mustHave(
        await wechatPayRequest(client, 'POST', `/v3/pay/transactions/${input.channel}`, {
          appid,
          mchid,
          description: input.description,
          out_trade_no: input.outTradeNo,
          time_expire: wechatTime(input.expiresAt),
          notify_url: input.notifyUrl,
          amount: { total: input.amountFen, currency: 'CNY' },
          ...(input.channel === 'jsapi' ? { payer: { openid: input.openid } } : {}),
          ...(input.channel === 'h5'
            ? { scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } } }
            : {}),
        }),
        what,
      )
      if (input.channel === 'native') return { kind: 'native', codeUrl: answer.string('code_url') }
      if (input.channel === 'h5') return { kind: 'h5', h5Url: answer.string('h5_url') }
      const unsigned = {
        appId: appid,
        timeStamp: unixSeconds(now()),
        nonceStr: nonce(),
        package: `prepay_id=${answer.string('prepay_id')}`,
      }
      return {
        kind: 'jsapi',
        params: { ...unsigned, signType: 'RSA', paySign: jsapiPaySign(credentials.privateKey, unsigned) },
      }
    },

    async verifyNotification(rawBody, headers) {
      return verifyWechatNotification(rawBody, headers, verifier)
    },

    async queryPayment(outTradeNo): Promise<PaymentState> {
      assertOutTradeNo(outTradeNo)
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${mchid}`
      const t = readTransaction(mustHave(await wechatPayRequest(client, 'GET', path), 'query'))
      checkOurs(t, 'query')
      if (t.outTradeNo !== outTradeNo) {
        throw new PayError('PAY_RESPONSE_INVALID', `query: answer is for ${t.outTradeNo}`)
      }
      return {
        outTradeNo: t.outTradeNo,
        tradeState: t.tradeState,
        transactionId: t.transactionId,
        totalFen: t.totalFen,
        payerTotalFen: t.payerTotalFen,
        currency: t.currency,
        successTime: t.successTime,
      }
    },

    async closePayment(outTradeNo) {
      assertOutTradeNo(outTradeNo)
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`
      await wechatPayRequest(client, 'POST', path, { mchid })
    },

    async refund(input) {
      validateRefund(input, { httpsOnly: true })
      const answer = mustHave(
        await wechatPayRequest(client, 'POST', '/v3/refund/domestic/refunds', {
          out_trade_no: input.outTradeNo,
          out_refund_no: input.outRefundNo,
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
          amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
        }),
        'refund',
      )
      const r = readRefund(answer, 'status')
      if (r.outRefundNo !== input.outRefundNo || r.outTradeNo !== input.outTradeNo) {
        throw new PayError('PAY_RESPONSE_INVALID', `refund: answer is for ${r.outTradeNo} / ${r.outRefundNo}`)
      }
      return refundState(r)
    },

    async queryRefund(outRefundNo) {
      assertOutRefundNo(outRefundNo)
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`
      const r = readRefund(mustHave(await wechatPayRequest(client, 'GET', path), 'query refund'), 'status')
      if (r.outRefundNo !== outRefundNo) {
        throw new PayError('PAY_RESPONSE_INVALID', `query refund: answer is for ${r.outRefundNo}`)
      }
      return refundState(r)
    },
  }
}
