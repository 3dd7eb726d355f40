import Taro from '@tarojs/taro'
import { fromTransportFailure } from './http/envelope'
import { EventReader, IDLE_TIMEOUT_MS, failStream, idleTimer, refusal, type CutReason, type StreamHandle, type StreamOptions } from './stream-core'
import { Utf8Decoder } from './utf8'

export type { SseEvent, StreamHandle, StreamOptions } from './stream-core'

// The whole answer must arrive within this (WeChat applies `timeout` to the whole request).
const STREAM_LIMIT_MS = 10 * 60_000

type ChunkedTask = Promise<{ statusCode: number; data: unknown }> & {
  abort(): void
  onHeadersReceived?(cb: (res: { statusCode?: number }) => void): void
  onChunkReceived?(cb: (res: { data: ArrayBuffer }) => void): void
}

/**
 * A server-sent event stream in the mini-program: `wx.request` with `enableChunked`, through the
 * request interceptor (`raw`: headers and base URL added, answer left alone). Chunks are cut
 * anywhere, so bytes go through our own UTF-8 decoder (no TextDecoder on devices) and SSE parser.
 */
export function openStream(options: StreamOptions): StreamHandle {
  let status = 0
  let why: CutReason = null
  const early: Uint8Array[] = []
  const events = new EventReader(options.onEvent)
  const ok = () => status >= 200 && status < 300
  const task = Taro.request({
    url: options.url,
    method: options.method ?? 'POST',
    query: options.query,
    data: options.data,
    raw: true,
    enableChunked: true,
    responseType: 'arraybuffer',
    timeout: STREAM_LIMIT_MS,
    header: { Accept: 'text/event-stream' },
  } as Taro.request.Option) as unknown as ChunkedTask
  const idle = idleTimer(options.idleTimeoutMs ?? IDLE_TIMEOUT_MS, () => {
    why = 'idle'
    task.abort()
  })
  task.onHeadersReceived?.((res) => {
    status = res.statusCode ?? status
    // Chunks that came before the status was known.
    if (ok()) early.splice(0).forEach((bytes) => events.push(bytes))
  })
  task.onChunkReceived?.(({ data }) => {
    idle.touch()
    const bytes = new Uint8Array(data)
    if (ok()) events.push(bytes)
    else early.push(bytes)
  })
  const done = task
    .then((res) => {
      status = res.statusCode
      if (!ok()) throw refusal(status, errorBody(early, res.data))
      early.splice(0).forEach((bytes) => events.push(bytes))
      events.end()
    })
    .catch((err: unknown) => failStream(err, why, fromTransportFailure, options.hideErrorToast))
    .finally(idle.clear)
  return {
    done,
    abort: () => {
      why ??= 'student'
      task.abort()
    },
  }
}

/** A refusal's JSON body: from the chunks, or from the final answer when nothing was chunked. */
function errorBody(chunks: Uint8Array[], data: unknown): string {
  const decoder = new Utf8Decoder()
  const text = chunks.map((c) => decoder.decode(c, { stream: true })).join('') + decoder.decode(new Uint8Array(0))
  if (text) return text
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer) return new Utf8Decoder().decode(new Uint8Array(data))
  return data ? JSON.stringify(data) : ''
}
