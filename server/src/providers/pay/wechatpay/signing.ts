import { randomBytes, sign, type KeyObject } from 'node:crypto'

/** The only scheme WeChat Pay API v3 uses with RSA keys. */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

/** 32 hex characters: WeChat Pay's nonces are at most 32 characters. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

/** Unix seconds, as WeChat Pay writes them. */
export function unixSeconds(at: Date): string {
  return String(Math.floor(at.getTime() / 1000))
}

/** SHA256 with RSA (PKCS#1 v1.5), base64: every WeChat Pay v3 signature. */
export function signSha256Rsa(message: string | Buffer, privateKey: KeyObject): string {
  const bytes = typeof message === 'string' ? Buffer.from(message, 'utf8') : message
  return sign('sha256', bytes, privateKey).toString('base64')
}

/** `METHOD\nURL\ntimestamp\nnonce\nbody\n`, where URL is the path with its query and body is '' for GET. */
export function requestMessage(
  method: string,
  urlPath: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`
}

export interface MerchantSigner {
  mchid: string
  /** Serial number of the merchant API certificate. */
  serialNo: string
  privateKey: KeyObject
}

export function authorizationHeader(
  signer: MerchantSigner,
  request: { method: string; urlPath: string; body: string; timestamp: string; nonce: string },
): string {
  const message = requestMessage(request.method, request.urlPath, request.timestamp, request.nonce, request.body)
  const signature = signSha256Rsa(message, signer.privateKey)
  return (
    `${AUTH_SCHEMA} mchid="${signer.mchid}",nonce_str="${request.nonce}",signature="${signature}",` +
    `timestamp="${request.timestamp}",serial_no="${signer.serialNo}"`
  )
}

/** paySign for wx.requestPayment / getBrandWCPayRequest: over `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiPaySign(
  privateKey: KeyObject,
  params: { appId: string; timeStamp: string; nonceStr: string; package: string },
): string {
  return signSha256Rsa(`${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`, privateKey)
}
