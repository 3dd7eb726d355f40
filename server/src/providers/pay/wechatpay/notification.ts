import { PayError } from '../pay-error'
import type { NotificationHeaders, VerifiedNotification } from '../types'
import { decryptResource } from './aead'
import { parseFields } from './fields'
import { readRefund, readTransaction } from './resources'
import { verifyWechatSignature, type PlatformKey } from './verify'

/** Everything needed to trust a notification; shared by the WeChat Pay provider and the sandbox. */
export interface NotificationVerifier {
  keys: readonly PlatformKey[]
  apiV3Key: Buffer
  mchid: string
  appid: string
  now: () => Date
}

function fail(detail: string): never {
  throw new PayError('PAY_NOTIFICATION_INVALID', detail)
}

/**
 * Signature first (over the raw bytes), then decryption, then content: nothing of the body is
 * trusted before its signature and its AEAD tag both check out.
 */
export function verifyWechatNotification(
  rawBody: string | Buffer,
  headers: NotificationHeaders,
  verifier: NotificationVerifier,
): VerifiedNotification {
  if (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody)) {
    // A parsed object cannot be verified: re-serialising it would not give back the signed bytes.
    throw new PayError('PAY_SIGNATURE_INVALID', 'the notification body must be the raw string or Buffer')
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody
  verifyWechatSignature({ headers, body, keys: verifier.keys, now: verifier.now(), errorKey: 'PAY_SIGNATURE_INVALID' })

  const envelope = parseFields(body.toString('utf8'), fail)
  const notificationId = envelope.string('id')
  const eventType = envelope.string('event_type')
  const createTime = envelope.optionalTime('create_time')
  envelope.oneOf('resource_type', ['encrypt-resource'])
  const resource = envelope.object('resource')
  const plaintext = decryptResource(
    {
      algorithm: resource.string('algorithm'),
      ciphertext: resource.string('ciphertext'),
      nonce: resource.string('nonce'),
      associated_data: resource.optionalString('associated_data') ?? '',
    },
    verifier.apiV3Key,
  )
  if (plaintext === null) fail('resource does not decrypt with the APIv3 key')
  const content = parseFields(plaintext, fail)

  if (eventType.startsWith('TRANSACTION.')) {
    const t = readTransaction(content)
    if (t.mchid !== verifier.mchid) fail(`mchid ${t.mchid} is not ours`)
    if (t.appid !== verifier.appid) fail(`appid ${t.appid} is not ours`)
    if (eventType === 'TRANSACTION.SUCCESS' && t.tradeState !== 'SUCCESS') {
      fail(`TRANSACTION.SUCCESS with trade_state ${t.tradeState}`)
    }
    if (t.transactionId === null || t.totalFen === null || t.payerTotalFen === null || t.currency === null) {
      fail(`payment notification in state ${t.tradeState} carries no transaction or amount`)
    }
    return {
      kind: 'payment',
      notificationId,
      eventType,
      createTime,
      outTradeNo: t.outTradeNo,
      transactionId: t.transactionId,
      tradeState: t.tradeState,
      totalFen: t.totalFen,
      payerTotalFen: t.payerTotalFen,
      currency: t.currency,
      mchid: t.mchid,
      appid: t.appid,
      successTime: t.successTime,
      openid: t.openid,
    }
  }
  if (eventType.startsWith('REFUND.')) {
    const mchid = content.string('mchid')
    if (mchid !== verifier.mchid) fail(`mchid ${mchid} is not ours`)
    const r = readRefund(content, 'refund_status')
    return {
      kind: 'refund',
      notificationId,
      eventType,
      createTime,
      outTradeNo: r.outTradeNo,
      transactionId: r.transactionId,
      outRefundNo: r.outRefundNo,
      refundId: r.refundId,
      refundStatus: r.status,
      totalFen: r.totalFen,
      refundFen: r.refundFen,
      payerTotalFen: r.payerTotalFen,
      payerRefundFen: r.payerRefundFen,
      mchid,
      successTime: r.successTime,
    }
  }
  return fail(`unsupported event_type ${eventType}`)
}
