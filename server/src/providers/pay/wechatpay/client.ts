import { PayError } from '../pay-error'
import { parseFields, type Fields } from './fields'
import { authorizationHeader, newNonce, unixSeconds, type MerchantSigner } from './signing'
import { verifyWechatSignature, type PlatformKey } from './verify'

export interface WechatPayClientOptions extends MerchantSigner {
  /** An origin such as https://api.mch.weixin.qq.com: the signed URL is the path we request. */
  apiBase: string
  platformKeys: readonly PlatformKey[]
  /** Sent as Wechatpay-Serial so WeChat Pay answers with the key we hold (public-key mode). */
  requestSerial: string | null
  timeoutMs: number
  now: () => Date
  nonce?: () => string
  fetch?: typeof fetch
}

/** Codes WeChat Pay gives, with 404, for an order or refund it does not know. */
const NOT_FOUND_CODES = ['ORDER_NOT_EXIST', 'RESOURCE_NOT_EXISTS']

function responseFail(detail: string): never {
  throw new PayError('PAY_RESPONSE_INVALID', detail)
}

function errorOf(status: number, body: Buffer): PayError {
  let code: string | undefined
  let message = ''
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown; message?: unknown }
    if (typeof parsed.code === 'string') code = parsed.code
    if (typeof parsed.message === 'string') message = parsed.message
  } catch {
    // Expected: an error body that is not JSON: keep its start as the message.
    message = body.toString('utf8').slice(0, 200)
  }
  const detail = `HTTP ${status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`
  if (status === 404 && code !== undefined && NOT_FOUND_CODES.includes(code)) {
    return new PayError('PAY_ORDER_NOT_FOUND', detail, code, status)
  }
  return new PayError(status >= 500 ? 'PAY_PROVIDER_FAILED' : 'PAY_PROVIDER_REJECTED', detail, code, status)
}

/**
 * One signed call to WeChat Pay: Authorization over method, path, timestamp, nonce and body;
 * a time limit on the whole exchange; a 2xx answer trusted only once its signature verifies.
 * Returns the answer's fields, or null for an empty (204) answer. Never retries: the caller
 * decides, since only some calls are safe to repeat.
 */
export async function wechatPayRequest(
  options: WechatPayClientOptions,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<Fields | null> {
  const url = new URL(path, options.apiBase)
  const body = payload === undefined ? '' : JSON.stringify(payload)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': 'study-assistant-server (WeChat Pay API v3)',
    Authorization: authorizationHeader(options, {
      method,
      urlPath: url.pathname + url.search,
      body,
      timestamp: unixSeconds(options.now()),
      nonce: (options.nonce ?? newNonce)(),
    }),
  }
  if (payload !== undefined) headers['Content-Type'] = 'application/json'
  if (options.requestSerial) headers['Wechatpay-Serial'] = options.requestSerial

  let status: number
  let responseHeaders: Record<string, string>
  let responseBody: Buffer
  const what = `${method} ${url.pathname}`
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method,
      headers,
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    })
    status = response.status
    responseHeaders = Object.fromEntries(response.headers.entries())
    responseBody = Buffer.from(await response.arrayBuffer())
  } catch (err) {
    const name = (err as Error | undefined)?.name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PayError('PAY_PROVIDER_TIMEOUT', `${what}: no answer within ${options.timeoutMs} ms`)
    }
    throw new PayError('PAY_PROVIDER_FAILED', `${what}: ${(err as Error | undefined)?.message ?? String(err)}`)
  }

  if (status < 200 || status > 299) throw errorOf(status, responseBody)
  try {
    verifyWechatSignature({
      headers: responseHeaders,
      body: responseBody,
      keys: options.platformKeys,
      now: options.now(),
      errorKey: 'PAY_RESPONSE_INVALID',
    })
  } catch (err) {
    if (err instanceof PayError) throw new PayError('PAY_RESPONSE_INVALID', `${what}: ${err.detail}`, undefined, status)
    throw err
  }
  if (responseBody.length === 0) return null
  return parseFields(responseBody.toString('utf8'), (detail) => responseFail(`${what}: ${detail}`))
}
