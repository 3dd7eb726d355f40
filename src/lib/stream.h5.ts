import { ApiError, CLIENT_CODE } from './http/api-error'
import { apiHeaders, apiUrl } from './http/http-client'
import { EventReader, IDLE_TIMEOUT_MS, failStream, idleTimer, refusal, type CutReason, type StreamHandle, type StreamOptions } from './stream-core'

export type { SseEvent, StreamHandle, StreamOptions } from './stream-core'

/** A server-sent event stream in the browser: fetch and a ReadableStream reader. */
export function openStream(options: StreamOptions): StreamHandle {
  const controller = new AbortController()
  let why: CutReason = null
  const idle = idleTimer(options.idleTimeoutMs ?? IDLE_TIMEOUT_MS, () => {
    why = 'idle'
    controller.abort()
  })
  const run = async () => {
    const res = await fetch(apiUrl(options.url, options.query), {
      method: options.method ?? 'POST',
      headers: apiHeaders({ Accept: 'text/event-stream', ...(options.data !== undefined ? { 'Content-Type': 'application/json' } : {}) }),
      body: options.data !== undefined ? JSON.stringify(options.data) : undefined,
      signal: controller.signal,
      cache: 'no-store',
    })
    idle.touch()
    if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
      throw refusal(res.status, await res.text())
    }
    const events = new EventReader(options.onEvent)
    const reader = res.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      idle.touch()
      events.push(value)
    }
    events.end()
  }
  const done = run()
    .catch((err: unknown) => failStream(err, why, networkError, options.hideErrorToast))
    .finally(idle.clear)
  return {
    done,
    abort: () => {
      why ??= 'student'
      controller.abort()
    },
  }
}

const networkError = (err: unknown) => new ApiError('network', CLIENT_CODE.NETWORK, 0, String((err as Error)?.message ?? err))
