import type { ProviderLog } from '../provider-log'
import type { ErrorName } from '@contract/errors'
import { AppError } from '../../errors'
import { describeFailure, ProviderHttpError } from '../http'

/** WeChat answered with a non-zero errcode. */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat errcode ${errcode}: ${errmsg}`)
  }
}

/** errcodes that mean the access token is no longer accepted: refresh once and retry. */
export const TOKEN_REJECTED = new Set([40001, 42001])

/** errcodes the student (or the job) can act on; every other one is ours to fix, hence `fallback`. */
const KNOWN = new Map<number, ErrorName>([
  [40029, 'WECHAT_CODE_INVALID'], // invalid or expired code
  [40163, 'WECHAT_CODE_INVALID'], // code already used
  [45011, 'WECHAT_RATE_LIMITED'], // per-user frequency limit
  [-1, 'WECHAT_BUSY'], // system busy
  [40226, 'WECHAT_USER_BLOCKED'], // high-risk user, sign-in blocked by WeChat
  [43101, 'WECHAT_NOT_SUBSCRIBED'], // the user has not accepted (or used up) this template
])

export function wechatErrorKey(errcode: number, fallback: ErrorName): ErrorName {
  return KNOWN.get(errcode) ?? fallback
}

/**
 * Turns any failure of a WeChat call into the catalogue error the caller sees, logging the cause
 * (errcode and errmsg, or the transport failure) without URLs, tokens or secrets.
 */
export function toAppError(err: unknown, api: string, fallback: ErrorName, log: ProviderLog): AppError {
  if (err instanceof AppError) return err
  if (err instanceof WechatApiError) {
    const key = wechatErrorKey(err.errcode, fallback)
    const details = { wechat: api, errcode: err.errcode, errmsg: err.errmsg }
    if (key === fallback) log.error(details, 'WeChat refused the call')
    else if (key === 'WECHAT_BUSY') log.warn(details, 'WeChat is busy')
    else log.info(details, 'WeChat refused the request')
    return new AppError(key)
  }
  const failure = describeFailure(err)
  if (err instanceof ProviderHttpError) {
    log.warn({ wechat: api, failure }, 'no usable answer from WeChat')
    return new AppError('WECHAT_BUSY')
  }
  log.error({ wechat: api, failure }, 'WeChat call failed')
  return new AppError(fallback)
}
