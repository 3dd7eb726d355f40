import type { Envelope } from '@contract/envelope'
import { ApiError, CLIENT_CODE } from './api-error'

interface RawResponse {
  statusCode: number
  data: unknown
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'code' in body && typeof (body as { code: unknown }).code === 'number'

/** Success needs HTTP 200 and body code 200 (spec §7); anything else becomes an ApiError. */
export function unwrap<T>(res: RawResponse): T {
  let body = res.data
  if (typeof body === 'string' && body.startsWith('{')) {
    try {
      body = JSON.parse(body)
    } catch {
      // not JSON after all: handled below as a bare HTTP failure
    }
  }
  if (isEnvelope(body)) {
    if (res.statusCode === 200 && body.code === 200) return body.data as T
    throw new ApiError('business', body.code, res.statusCode, body.msg ?? '')
  }
  throw new ApiError('http', res.statusCode, res.statusCode, '')
}

/** Turns Taro's low-level failure (`errMsg`) into an ApiError of the right kind. */
export function fromTransportFailure(err: unknown): ApiError {
  const msg = String((err as { errMsg?: string; message?: string })?.errMsg ?? (err as Error)?.message ?? err)
  if (/abort/i.test(msg)) return new ApiError('abort', CLIENT_CODE.ABORT, 0, msg)
  if (/time ?out/i.test(msg)) return new ApiError('timeout', CLIENT_CODE.TIMEOUT, 0, msg)
  return new ApiError('network', CLIENT_CODE.NETWORK, 0, msg)
}
