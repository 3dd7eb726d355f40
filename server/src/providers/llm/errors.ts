import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import type { ErrorName } from '@contract/errors'
import { AppError } from '../../errors'
import type { ToolCallRecord } from './types'

export type LlmErrorName = Extract<ErrorName, `AI_${string}`>

/**
 * A model failure, as the student should see it (the catalogue name picks the message). `detail`
 * is for the server log only. Text streamed before the failure is in `partialText`: it is never
 * sent again by a retry, so the caller keeps it (and can save it with an error status).
 */
export class LlmError extends AppError {
  readonly partialText: string
  readonly calls: ToolCallRecord[]

  constructor(
    key: LlmErrorName,
    readonly detail: string,
    extra: { partialText?: string; calls?: ToolCallRecord[]; cause?: unknown } = {},
  ) {
    super(key)
    this.name = 'LlmError'
    this.partialText = extra.partialText ?? ''
    this.calls = extra.calls ?? []
    // Not enumerable: an error serialised by mistake must not carry upstream details to a client.
    Object.defineProperty(this, 'detail', { enumerable: false })
    if (extra.cause !== undefined) Object.defineProperty(this, 'cause', { value: extra.cause, enumerable: false })
  }
}

/** The caller's signal aborted (Stop, client gone). Not a failure: nothing is logged as an error. */
export class LlmAbortError extends Error {
  override readonly name = 'AbortError'

  constructor(readonly partialText = '') {
    super('The request to the model was aborted')
  }
}

/** Thrown by a tool executor to tell the model its call failed, e.g. "no event with this id". */
export class ToolError extends Error {
  override readonly name = 'ToolError'
}

/** Our own deadline fired (first token, silence between chunks, whole response). */
export class LlmTimeout extends Error {
  constructor(
    readonly phase: 'first_token' | 'idle' | 'response',
    readonly ms: number,
  ) {
    super(`no ${phase === 'first_token' ? 'first token' : phase === 'idle' ? 'chunk' : 'response'} within ${ms} ms`)
  }
}

/** The stream ended without a finish reason: the connection was cut. */
export class IncompleteStream extends Error {
  constructor() {
    super('the stream ended before the model finished')
  }
}

export interface Failure {
  key: LlmErrorName
  retryable: boolean
  /** For the log: status, code and the upstream's message. */
  detail: string
  /** What the endpoint asked us to wait before retrying (Retry-After / retry-after-ms). */
  retryAfterMs?: number
}

const CONTENT_CODES = ['content_filter', 'content_policy_violation', 'data_inspection_failed']
const CONTENT_TEXT = /content[ _-]?(filter|policy|management)|data[_ ]inspection|inappropriate content|content exists risk/i
const TOO_LONG_CODES = ['context_length_exceeded', 'string_above_max_length']
const TOO_LONG_TEXT = /context[ _](length|window)|maximum context|too many tokens|prompt is too long|input is too long/i

/** Statuses with which a model refuses the request as sent: with a photo, the photo is the cause. */
const REFUSED_INPUT = [400, 415, 422]

/**
 * Decides how a failure looks to the student and whether trying again could help. A request
 * `withImage` refused as invalid is a model that cannot read photos (OpenAI: "image_url is only
 * supported by certain models", DeepSeek: "unknown variant `image_url`"): the student is told so.
 */
export function classifyFailure(err: unknown, withImage = false): Failure {
  const failure = classifyAny(err)
  const status = err instanceof APIError ? err.status : undefined
  if (withImage && failure.key === 'AI_MODEL_FAILED' && status !== undefined && REFUSED_INPUT.includes(status)) {
    return { ...failure, key: 'AI_IMAGE_UNSUPPORTED', retryable: false }
  }
  return failure
}

function classifyAny(err: unknown): Failure {
  if (err instanceof LlmTimeout) return { key: 'AI_MODEL_TIMEOUT', retryable: false, detail: err.message }
  if (err instanceof IncompleteStream) return { key: 'AI_MODEL_FAILED', retryable: true, detail: err.message }
  if (err instanceof APIConnectionTimeoutError) return { key: 'AI_MODEL_TIMEOUT', retryable: true, detail: describe(err) }
  if (err instanceof APIConnectionError) return { key: 'AI_MODEL_FAILED', retryable: true, detail: describe(err) }
  // Only our own signals abort requests, and those are recognised before getting here.
  if (err instanceof APIUserAbortError) return { key: 'AI_MODEL_FAILED', retryable: false, detail: describe(err) }
  if (err instanceof APIError) return classifyApiError(err)
  if (isNetworkError(err)) return { key: 'AI_MODEL_FAILED', retryable: true, detail: describe(err) }
  return { key: 'AI_MODEL_FAILED', retryable: false, detail: describe(err) }
}

function classifyApiError(err: APIError): Failure {
  const detail = describe(err)
  const code = String(err.code ?? err.type ?? '')
  // Refusals and oversize input are the request's fault (4xx, or an error inside the stream):
  // vendors name them differently, so their messages are read too.
  const aboutRequest = err.status === undefined || (err.status >= 400 && err.status < 500 && err.status !== 429)
  if (aboutRequest && (CONTENT_CODES.includes(code) || CONTENT_TEXT.test(err.message))) {
    return { key: 'AI_CONTENT_REFUSED', retryable: false, detail }
  }
  if (aboutRequest && (err.status === 413 || TOO_LONG_CODES.includes(code) || TOO_LONG_TEXT.test(err.message))) {
    return { key: 'AI_INPUT_TOO_LONG', retryable: false, detail }
  }
  const retryAfterMs = retryAfter(err.headers)
  const told = err.headers?.get('x-should-retry')
  const status = err.status
  // An error event inside a stream has no status: the model broke down mid-way, as a 5xx would.
  let failure: Failure
  if (status === undefined) failure = { key: 'AI_MODEL_FAILED', retryable: true, detail }
  else if (status === 429 && code === 'insufficient_quota') failure = { key: 'AI_MODEL_FAILED', retryable: false, detail }
  else if (status === 429) failure = { key: 'AI_RATE_LIMITED', retryable: true, detail }
  else if (status === 408 || status === 504) failure = { key: 'AI_MODEL_TIMEOUT', retryable: true, detail }
  else failure = { key: 'AI_MODEL_FAILED', retryable: status === 409 || status >= 500, detail }
  if (told === 'true') failure.retryable = true
  if (told === 'false') failure.retryable = false
  return retryAfterMs === undefined ? failure : { ...failure, retryAfterMs }
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '')
  if (Number.isFinite(ms) && ms >= 0) return ms
  const value = headers?.get('retry-after')
  if (!value) return undefined
  const seconds = Number.parseFloat(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

// undici reports a cut connection while reading the body as `TypeError: terminated`. Errors from
// node's internals may come from another realm (jest's sandbox), so they are recognised by shape.
function isNetworkError(err: unknown): boolean {
  if (!isErrorLike(err)) return false
  const code = (err as { code?: unknown }).code ?? (isErrorLike(err.cause) ? (err.cause as { code?: unknown }).code : undefined)
  return (
    (err.name === 'TypeError' && /terminated|fetch failed|other side closed/i.test(err.message)) ||
    (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_)/.test(code))
  )
}

function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string'
}

function describe(err: unknown): string {
  if (err instanceof APIError && !(err instanceof APIConnectionError) && !(err instanceof APIUserAbortError)) {
    // The client's message already starts with the status, when there is one.
    return `${err.code ? `[${err.code}] ` : ''}${err.status ? '' : 'in-stream error: '}${err.message}`.slice(0, 1000)
  }
  if (!isErrorLike(err)) return String(err).slice(0, 1000)
  // Connection failures hide the useful part (ECONNREFUSED, other side closed) a cause or two deep.
  let text = `${err.name}: ${err.message}`
  for (let cause = err.cause, depth = 0; isErrorLike(cause) && depth < 3; cause = cause.cause, depth++) {
    text += ` <- ${cause.message}`
  }
  return text.slice(0, 1000)
}
