import { createHash, createHmac } from 'node:crypto'

/** Tencent Cloud API 3.0 signature v3 (TC3-HMAC-SHA256) for a POST with a JSON body. */
export const TC3 = 'TC3-HMAC-SHA256'
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8'

export interface Tc3Input {
  /** host[:port] exactly as the Host header will carry it. */
  host: string
  /** Product name in the credential scope, e.g. `sms` (not derived from the host: tests use 127.0.0.1). */
  service: string
  action: string
  /** Unix seconds, also sent as X-TC-Timestamp; its UTC date goes into the credential scope. */
  timestamp: number
  payload: string
  secretId: string
  secretKey: string
}

export interface Tc3Signed {
  canonicalRequest: string
  stringToSign: string
  credentialScope: string
  signature: string
  authorization: string
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

const SIGNED_HEADERS = 'content-type;host;x-tc-action'

export function tc3CanonicalRequest(input: Pick<Tc3Input, 'host' | 'action' | 'payload'>): string {
  const canonicalHeaders =
    `content-type:${TC3_CONTENT_TYPE}\n` + `host:${input.host}\n` + `x-tc-action:${input.action.toLowerCase()}\n`
  // POST, path /, no query string.
  return ['POST', '/', '', canonicalHeaders, SIGNED_HEADERS, sha256Hex(input.payload)].join('\n')
}

/** SecretSigning = HMAC(HMAC(HMAC("TC3" + SecretKey, Date), Service), "tc3_request"). */
export function tc3SigningKey(secretKey: string, date: string, service: string): Buffer {
  return hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request')
}

/** Signature = hex(HMAC(SecretSigning, StringToSign)). */
export function tc3Signature(signingKey: Buffer, stringToSign: string): string {
  return hmac(signingKey, stringToSign).toString('hex')
}

export function signTc3(input: Tc3Input): Tc3Signed {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10)
  const credentialScope = `${date}/${input.service}/tc3_request`
  const canonicalRequest = tc3CanonicalRequest(input)
  const stringToSign = [TC3, String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n')
  const signature = tc3Signature(tc3SigningKey(input.secretKey, date, input.service), stringToSign)
  return {
    canonicalRequest,
    stringToSign,
    credentialScope,
    signature,
    authorization: `${TC3} Credential=${input.secretId}/${credentialScope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`,
  }
}
