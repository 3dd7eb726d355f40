/** Why a call to an outside service produced no usable answer. */
export type HttpFailureKind = 'timeout' | 'network' | 'not-json' | 'bad-status'

/**
 * A call that never got a usable answer. The message names the failure and the HTTP status only:
 * URLs are left out because some services take secrets or tokens in the query string.
 */
export class ProviderHttpError extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    readonly status?: number,
  ) {
    super(status === undefined ? kind : `${kind} (HTTP ${status})`)
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  timeoutMs: number
}

export interface JsonResponse {
  status: number
  body: unknown
}

/** One request with a time-out that also covers reading the body (a slow trickle is a time-out too). */
export async function requestJson(url: string, request: JsonRequest): Promise<JsonResponse> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    })
    text = await response.text()
  } catch (err) {
    const name = (err as Error)?.name
    throw new ProviderHttpError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network')
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown }
  } catch {
    // Expected: a provider answering something other than JSON: a typed error for the caller.
    throw new ProviderHttpError('not-json', response.status)
  }
}

/** A short description of any failure, safe for the log. */
export function describeFailure(err: unknown): string {
  if (err instanceof ProviderHttpError) return err.message
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err)
}
