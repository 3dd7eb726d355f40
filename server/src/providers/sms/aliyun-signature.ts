import { createHash, createHmac } from 'node:crypto'

/**
 * Alibaba Cloud request signature V3 (ACS3-HMAC-SHA256), the version Alibaba Cloud documents for
 * calling any OpenAPI (RPC or ROA style) without its SDK; it replaces the older RPC HMAC-SHA1 one.
 */
export const ACS3 = 'ACS3-HMAC-SHA256'

export interface Acs3Input {
  method: 'GET' | 'POST'
  /** host[:port] exactly as the Host header will carry it. */
  host: string
  path: string
  query: Record<string, string>
  /** x-acs-action, x-acs-version, x-acs-date, x-acs-signature-nonce and content-type if there is a body. */
  headers: Record<string, string>
  body: string
  accessKeyId: string
  accessKeySecret: string
}

export interface Acs3Signed {
  canonicalRequest: string
  stringToSign: string
  signature: string
  /** What to send besides Host (which fetch sets from the URL): the given headers, the body hash, Authorization. */
  headers: Record<string, string>
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')

/** RFC 3986: unreserved characters stay, everything else is %XX of its UTF-8 bytes (space is %20, never +). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Parameters sorted by name, names and values percent-encoded, joined with &. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(query[name])}`)
    .join('&')
}

export function signAcs3(input: Acs3Input): Acs3Signed {
  const payloadHash = sha256Hex(input.body)
  const sent: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers)) sent[name.toLowerCase()] = value
  sent['x-acs-content-sha256'] = payloadHash

  // Signed: host, content-type and every x-acs-* header; names lower-case, sorted, values trimmed.
  const signed: Record<string, string> = { host: input.host }
  for (const [name, value] of Object.entries(sent)) {
    if (name === 'content-type' || name.startsWith('x-acs-')) signed[name] = value.trim()
  }
  const names = Object.keys(signed).sort()
  const signedHeaders = names.join(';')
  const canonicalHeaders = names.map((name) => `${name}:${signed[name]}\n`).join('')

  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery(input.query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const stringToSign = `${ACS3}\n${sha256Hex(canonicalRequest)}`
  const signature = createHmac('sha256', input.accessKeySecret).update(stringToSign, 'utf8').digest('hex')
  return {
    canonicalRequest,
    stringToSign,
    signature,
    headers: {
      ...sent,
      authorization: `${ACS3} Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
  }
}
