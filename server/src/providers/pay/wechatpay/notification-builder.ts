import type { KeyObject } from 'node:crypto'
import { encryptResource } from './aead'
import { AUTH_SCHEMA, newNonce, signSha256Rsa, unixSeconds } from './signing'
import { wechatTime } from './time'

/** The platform side of WeChat Pay, which the sandbox plays: its signing key and the shared APIv3 key. */
export interface NotificationSigner {
  serial: string
  privateKey: KeyObject
  apiV3Key: Buffer
}

export interface SignedNotification {
  headers: Record<string, string>
  body: string
}

/** A notification exactly as WeChat Pay sends it: encrypted resource, signed body, Wechatpay-* headers. */
export function buildWechatNotification(
  signer: NotificationSigner,
  n: {
    id: string
    eventType: string
    summary: string
    originalType: 'transaction' | 'refund'
    content: object
    createTime: Date
    now: Date
  },
): SignedNotification {
  const body = JSON.stringify({
    id: n.id,
    create_time: wechatTime(n.createTime),
    resource_type: 'encrypt-resource',
    event_type: n.eventType,
    summary: n.summary,
    resource: encryptResource(JSON.stringify(n.content), signer.apiV3Key, n.originalType, n.originalType),
  })
  const timestamp = unixSeconds(n.now)
  const nonce = newNonce()
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': signer.serial,
      'wechatpay-signature-type': AUTH_SCHEMA,
      'wechatpay-signature': signSha256Rsa(`${timestamp}\n${nonce}\n${body}\n`, signer.privateKey),
    },
    body,
  }
}
