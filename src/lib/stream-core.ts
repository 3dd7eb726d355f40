import type { Query } from './url'
import { ApiError, CLIENT_CODE } from './http/api-error'
import { unwrap } from './http/envelope'
import { reactToFailure } from './http/http-client'
import { SseParser, type SseEvent } from './sse'
import { Utf8Decoder } from './utf8'

export type { SseEvent }

export interface StreamOptions {
  /** A path from contract/paths.ts. */
  url: string
  method?: 'GET' | 'POST'
  query?: Query
  data?: unknown
  /** Each event as it arrives, in order. */
  onEvent(event: SseEvent): void
  /** Longest silence (the server pings every 15 s) before giving up; default 45 s. */
  idleTimeoutMs?: number
  hideErrorToast?: boolean
}

export interface StreamHandle {
  /**
   * Settles when the stream ends: resolves when the server closed it, rejects with an ApiError
   * (a refusal such as 403, or the network) after the catalogue's reaction, e.g. the quota page.
   * Aborting rejects with kind 'abort' and no reaction.
   */
  done: Promise<void>
  abort(): void
}

export const IDLE_TIMEOUT_MS = 45_000

/** Bytes in, events out: UTF-8 and SSE framing, both carried across chunk boundaries. */
export class EventReader {
  private readonly decoder = new Utf8Decoder()
  private readonly parser: SseParser

  constructor(onEvent: (event: SseEvent) => void) {
    this.parser = new SseParser(onEvent)
  }

  push(bytes: Uint8Array): void {
    this.parser.push(this.decoder.decode(bytes, { stream: true }))
  }

  end(): void {
    this.parser.push(this.decoder.decode(new Uint8Array(0), { stream: false }))
    this.parser.end()
  }
}

/** A refused stream: the server's JSON envelope (status and code) as an ApiError. */
export function refusal(status: number, body: string): ApiError {
  try {
    unwrap({ statusCode: status, data: body })
  } catch (err) {
    if (err instanceof ApiError) return err
  }
  return new ApiError('http', status, status, '')
}

export const abortError = () => new ApiError('abort', CLIENT_CODE.ABORT, 0, 'aborted')
export const timeoutError = () => new ApiError('timeout', CLIENT_CODE.TIMEOUT, 0, 'stream idle')

/** Why we cut a stream ourselves: the student's Stop, or silence past the idle limit. */
export type CutReason = 'student' | 'idle' | null

/**
 * How a stream that ended badly reaches the caller, on both platforms: the server's refusal as
 * is, our own cut as abort or time-out, anything else as the platform's transport failure. The
 * error catalogue reacts once (toast, login, quota page), then the caller gets the error.
 */
export function failStream(err: unknown, why: CutReason, transport: (err: unknown) => ApiError, hideErrorToast?: boolean): never {
  const error = err instanceof ApiError ? err : why === 'student' ? abortError() : why === 'idle' ? timeoutError() : transport(err)
  reactToFailure(error, { hideErrorToast })
  throw error
}

/** Restartable idle timer. */
export function idleTimer(ms: number, onIdle: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(onIdle, ms)
  }
  touch()
  return { touch, clear: () => timer && clearTimeout(timer) }
}
