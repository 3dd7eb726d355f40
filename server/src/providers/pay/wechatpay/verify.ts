import { verify, type KeyObject } from 'node:crypto'
import { PayError } from '../pay-error'
import type { NotificationHeaders } from '../types'
import { AUTH_SCHEMA } from './signing'

/**
 * A key WeChat Pay signs with: a platform certificate's (id = the certificate serial) or a
 * "wechatpay public key" (id = PUB_KEY_ID_…). Wechatpay-Serial names which one signed.
 */
export interface PlatformKey {
  id: string
  key: KeyObject
}

/** Signatures more than this far from our clock are refused (WeChat Pay's own limit). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function header(headers: NotificationHeaders, name: string): string | undefined {
  const lower = name.toLowerCase()
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== lower) continue
    // A repeated signature header is not something WeChat Pay sends: refuse rather than pick one.
    return typeof value === 'string' ? value : undefined
  }
  return undefined
}

/**
 * Checks a WeChat Pay signature (on a notification or an API response): the four Wechatpay-*
 * headers present, the serial one of ours, the timestamp within 5 minutes of `now`, and
 * RSA-SHA256 over `timestamp\nnonce\nbody\n` with that key. `body` is the exact bytes received.
 */
export function verifyWechatSignature(args: {
  headers: NotificationHeaders
  body: Buffer
  keys: readonly PlatformKey[]
  now: Date
  errorKey: 'PAY_SIGNATURE_INVALID' | 'PAY_RESPONSE_INVALID'
}): void {
  function fail(detail: string): never {
    throw new PayError(args.errorKey, detail)
  }
  const timestamp = header(args.headers, 'Wechatpay-Timestamp')
  const nonce = header(args.headers, 'Wechatpay-Nonce')
  const signature = header(args.headers, 'Wechatpay-Signature')
  const serial = header(args.headers, 'Wechatpay-Serial')
  const type = header(args.headers, 'Wechatpay-Signature-Type')
  if (!timestamp || !nonce || !signature || !serial) fail('missing Wechatpay-Timestamp/Nonce/Signature/Serial header')
  if (type !== undefined && type !== AUTH_SCHEMA) fail(`unsupported signature type ${type}`)
  if (!/^\d{1,12}$/.test(timestamp)) fail('malformed Wechatpay-Timestamp')
  if (Math.abs(args.now.getTime() - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS) {
    fail(`Wechatpay-Timestamp ${timestamp} is more than 5 minutes from now`)
  }
  const platform = args.keys.find((k) => k.id === serial)
  if (!platform) fail(`unknown Wechatpay-Serial ${serial}`)
  // Also refuses WeChat Pay's probes, whose signatures start with WECHATPAY/SIGNTEST/.
  if (!BASE64.test(signature)) fail('Wechatpay-Signature is not base64')
  const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`, 'utf8'), args.body, Buffer.from('\n')])
  let valid = false
  try {
    valid = verify('sha256', message, platform.key, Buffer.from(signature, 'base64'))
  } catch {
    // A key of the wrong kind: as bad as a wrong signature.
  }
  if (!valid) fail('signature does not verify')
}
