import Taro from '@tarojs/taro'
import { REQUEST_TIMEOUT_MS } from '../constants'
import { toLogin, toNoAccess } from '../navigation'
import { PLATFORM, deviceTimeZone, knownTimeZone } from '../platform'
import { session } from '../session-bridge'
import { toast } from '../toast'
import { appendQuery, type Query } from '../url'
import { ApiError, CLIENT_CODE } from './api-error'
import { fromTransportFailure, unwrap } from './envelope'
import { reactToError, type ErrorEffects } from './error-policy'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Lets a caller cancel a request (weapp has no AbortController). */
export interface AbortHandle {
  readonly aborted: boolean
  abort(): void
  onAbort(listener: () => void): void
}

export function createAbort(): AbortHandle {
  const listeners: (() => void)[] = []
  const handle = {
    aborted: false,
    abort() {
      if (handle.aborted) return
      handle.aborted = true
      listeners.splice(0).forEach((l) => l())
    },
    onAbort(listener: () => void) {
      if (handle.aborted) listener()
      else listeners.push(listener)
    },
  }
  return handle
}

export interface RequestOptions {
  method?: Method
  /** Path from contract/paths.ts, e.g. /api/v1/user/info. */
  url: string
  /** Appended to the URL (GET/DELETE: that is where their parameters go). */
  query?: Query
  data?: unknown
  /** ms; default 100 s (spec §9). */
  timeout?: number
  /** Don't toast the failure; the caller shows it its own way. */
  hideErrorToast?: boolean
  abort?: AbortHandle
  /** Send the time zone only if it is known without asking Intl: for answers that do not depend on it. */
  zoneIfKnown?: boolean
}

interface Settings {
  baseUrl: string
  language: () => string
  t: (key: string) => string
}

let settings: Settings = { baseUrl: '', language: () => 'en', t: (k) => k }

type ShapedParams = Taro.request.Option & { query?: Query; raw?: boolean; zoneIfKnown?: boolean }

/** The headers every API call carries: from the request layer, and from streams, uploads and photos. */
export function apiHeaders(extra: Record<string, string> = {}, { zoneIfKnown = false } = {}): Record<string, string> {
  const token = session.token()
  // Dates the student types ("tomorrow at 3 pm") mean the student's own day (DESIGN.md §5).
  const zone = zoneIfKnown ? knownTimeZone() : deviceTimeZone()
  return {
    ...extra,
    platform: PLATFORM,
    'Accept-Language': settings.language(),
    ...(zone !== null ? { 'X-Time-Zone': zone } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }
}

/** A path from contract/paths.ts as a full URL, with its query string. */
export function apiUrl(path: string, query: Query = {}): string {
  return appendQuery(`${settings.baseUrl}${path}`, query)
}

/**
 * The request interceptor: every Taro.request gets the base URL, the query string, our headers
 * and the default time-out; every answer is unwrapped from `{code,msg,data}` or becomes an ApiError.
 * A `raw` request (a stream) is only shaped: its caller reads the answer itself.
 */
export function requestInterceptor(chain: Taro.Chain) {
  const params = chain.requestParams as ShapedParams
  const { query, raw, zoneIfKnown, ...rest } = params
  const shaped: Taro.request.Option = {
    ...rest,
    url: apiUrl(params.url, query ?? {}),
    timeout: params.timeout ?? REQUEST_TIMEOUT_MS,
    // A content type only with a body: a bodyless DELETE labelled JSON is an empty JSON document.
    header: apiHeaders({ ...(params.data !== undefined && { 'Content-Type': 'application/json' }), ...(params.header ?? {}) }, { zoneIfKnown }),
  }
  const pending = chain.proceed(shaped)
  if (raw) return pending
  const result = pending.then(
    (res: { statusCode: number; data: unknown }) => unwrap(res),
    (err: unknown) => {
      throw err instanceof ApiError ? err : fromTransportFailure(err)
    },
  )
  // Taro copies the task's methods (abort) from the promise an interceptor returns.
  const task = pending as { abort?: () => void }
  if (typeof task.abort === 'function') Object.assign(result, { abort: task.abort.bind(task) })
  return result
}

const effects: ErrorEffects = {
  toast,
  toLogin: (o) => toLogin(o),
  toNoAccess: () => toNoAccess(),
  clearSession: () => session.clear(),
  t: (key) => settings.t(key),
}

/** The catalogue's reaction to a failure of a call made outside `request` (streams, uploads). */
export function reactToFailure(error: ApiError, options: { hideErrorToast?: boolean } = {}) {
  reactToError(error, options, effects)
}

let installed = false

export function configureHttp(next: Partial<Settings>) {
  settings = { ...settings, ...next }
  if (!installed) {
    Taro.addInterceptor(requestInterceptor)
    installed = true
  }
}

/**
 * One API call; resolves with `data`, rejects with an ApiError after the catalogue's reaction.
 * Sent `raw` past the interceptor's unwrapping so the envelope is opened here, typed: `T` is the
 * route map's response type (src/lib/http/call.ts), which the server serialised the answer with.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET'
  const bodyless = method === 'GET' || method === 'DELETE'
  if (options.abort?.aborted) throw new ApiError('abort', CLIENT_CODE.ABORT, 0, 'aborted')
  const params: ShapedParams = {
    url: options.url,
    method,
    query: options.query,
    data: bodyless ? undefined : (options.data ?? {}),
    timeout: options.timeout,
    raw: true,
    ...(options.zoneIfKnown && { zoneIfKnown: true }),
  }
  const task = Taro.request<unknown>(params)
  // A test double of Taro.request may be a bare promise: no abort to call.
  options.abort?.onAbort(() => typeof task.abort === 'function' && task.abort())
  try {
    return unwrap<T>(await task)
  } catch (err) {
    const error = err instanceof ApiError ? err : fromTransportFailure(err)
    reactToFailure(error, { hideErrorToast: options.hideErrorToast })
    throw error
  }
}

/** A server path (`/api/v1/resource/avatar/…`) as a full URL; other URLs unchanged. */
export const assetUrl = (path: string): string => (path.startsWith('/') ? `${settings.baseUrl}${path}` : path)
